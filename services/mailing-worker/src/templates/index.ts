import { isMailTemplate, jobProblem, MAIL_DATA_SCHEMAS, type MailData, type MailDataInput, type MailTemplate } from '@filebridge/contracts';
import { renderAccountClosed } from './account-closed';
import { renderAgencyDelayed } from './agency-delayed';
import { renderComplianceReminder } from './compliance-reminder';
import { renderDocumentDelivered } from './document-delivered';
import { renderContactMessage } from './contact-message';
import { renderConversationReply } from './conversation-reply';
import { renderIntakeReminder } from './intake-reminder';
import type { MailAttachment, RenderedMail } from './layout';
import { renderNewsletterConfirm } from './newsletter-confirm';
import { renderNewsletterWelcome } from './newsletter-welcome';
import { renderOrderPhaseChanged } from './order-phase-changed';
import { renderOrderMessage } from './order-message';
import { renderOrderRequest } from './order-request';
import { renderOrderStatusChanged } from './order-status-changed';
import { renderEmailChanged } from './email-changed';
import { renderVerifyEmail } from './verify-email';
import { renderPasswordReset } from './password-reset';
import { renderStaffInvite } from './staff-invite';
import { renderPaymentReceipt } from './payment-receipt';
import { refundIssuedAttachments, renderRefundIssued } from './refund-issued';
import { renderSignupAttempted } from './signup-attempted';
import { InvalidMailDataError } from './invalid-mail-data';

export type { MailAttachment, RenderedMail } from './layout';
export { InvalidMailDataError } from './invalid-mail-data';

/** The data each template takes, for producers and samples that want it type-checked. */
export type MailDataByTemplate = { [T in MailTemplate]: MailDataInput<T> };

/**
 * The renderer of each template. Keyed by every MailTemplate, so a template added to the contracts union
 * fails the build here until it has a renderer.
 */
const RENDERERS: Readonly<{ [T in MailTemplate]: (data: MailData<T>) => RenderedMail }> = {
  'payment-receipt': renderPaymentReceipt,
  'order-status-changed': renderOrderStatusChanged,
  'order-phase-changed': renderOrderPhaseChanged,
  'document-delivered': renderDocumentDelivered,
  'order-request': renderOrderRequest,
  'order-message': renderOrderMessage,
  'refund-issued': renderRefundIssued,
  'newsletter-confirm': renderNewsletterConfirm,
  'newsletter-welcome': renderNewsletterWelcome,
  'contact-message': renderContactMessage,
  'conversation-reply': renderConversationReply,
  'compliance-reminder': renderComplianceReminder,
  'intake-reminder': renderIntakeReminder,
  'password-reset': renderPasswordReset,
  'verify-email': renderVerifyEmail,
  'email-changed': renderEmailChanged,
  'signup-attempted': renderSignupAttempted,
  'account-closed': renderAccountClosed,
  'agency-delayed': renderAgencyDelayed,
  'staff-invite': renderStaffInvite,
};

export const MAIL_TEMPLATES = Object.keys(RENDERERS) as MailTemplate[];

/**
 * Renders one mail from a job's data. Throws InvalidMailDataError when the data cannot make a
 * correct mail (a permanent failure: retrying the same job cannot fix it).
 */
export function renderMail<T extends MailTemplate>(template: T, data: MailDataByTemplate[T]): RenderedMail;
export function renderMail(template: MailTemplate, data: Record<string, unknown>): RenderedMail;
export function renderMail(template: MailTemplate, data: unknown): RenderedMail {
  return render(template, parseMailData(template, data));
}

const render = <T extends MailTemplate>(template: T, data: MailData<T>): RenderedMail => RENDERERS[template](data);

/** The template's data parsed with its schema from the contracts; what fails names the field. */
function parseMailData<T extends MailTemplate>(template: T, data: unknown): MailData<T> {
  // Job payloads are JSON from the queue, so the template name is checked at run time too.
  if (!isMailTemplate(template)) throw new InvalidMailDataError(template, 'no such template');
  const parsed = MAIL_DATA_SCHEMAS[template].safeParse(data);
  if (!parsed.success) throw new InvalidMailDataError(template, jobProblem(parsed.error));
  return parsed.data as MailData<T>;
}

/** The files a template's mail attaches, made from the same job data; most attach none. */
const ATTACHMENTS: Readonly<Partial<{ [T in MailTemplate]: (data: MailData<T>) => Promise<MailAttachment[]> }>> = {
  'refund-issued': refundIssuedAttachments,
};

/** A mail's parts and its files, from data parsed once for both. */
export interface ComposedMail {
  rendered: RenderedMail;
  attachments: MailAttachment[];
}

/** Throws InvalidMailDataError as renderMail does, for the same data. */
export async function composeMail(template: MailTemplate, data: unknown): Promise<ComposedMail> {
  const parsed = parseMailData(template, data);
  const make = Object.hasOwn(ATTACHMENTS, template)
    ? (ATTACHMENTS[template] as (data: MailData<typeof template>) => Promise<MailAttachment[]>)
    : undefined;
  return { rendered: render(template, parsed), attachments: make ? await make(parsed) : [] };
}
