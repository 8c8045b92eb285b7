import { BRAND_NAME, STAFF_INVITE_TTL_HOURS, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type StaffInviteMailData = MailData<'staff-invite'>;

export function renderStaffInvite(data: StaffInviteMailData): RenderedMail {
  return renderLayout({
    subject: `You are invited to the ${BRAND_NAME} console`,
    preheader: `The link works for ${STAFF_INVITE_TTL_HOURS} hours, once.`,
    blocks: [
      { kind: 'heading', text: `Join the ${BRAND_NAME} team` },
      {
        kind: 'paragraph',
        text: `You have been invited to the ${BRAND_NAME} staff console as ${data.role}. Accept with the button below: you choose your name and password, then set up an authenticator app, which every staff account needs to sign in.`,
      },
      { kind: 'button', label: 'Accept the invitation', url: data.inviteUrl, showUrl: true },
      {
        kind: 'paragraph',
        text: `The link works once, for ${STAFF_INVITE_TTL_HOURS} hours. If you did not expect this invitation, ignore this email: nothing happens unless the link is used.`,
      },
    ],
    reason: `You received this email because an owner of the ${BRAND_NAME} console invited this address to the staff.`,
  });
}
