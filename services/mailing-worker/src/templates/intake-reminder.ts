import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type IntakeReminderMailData = MailData<'intake-reminder'>;

export function renderIntakeReminder(data: IntakeReminderMailData): RenderedMail {
  const lead =
    data.ordinal === 1
      ? `We are ready to prepare your ${data.serviceName} filing, but we need a few details from you first: the names, addresses and choices the agency asks for.`
      : `Your ${data.serviceName} filing is still waiting for its details. We cannot file it until we have them, so the sooner they arrive, the sooner it is done.`;
  return renderLayout({
    subject:
      data.ordinal === 1
        ? `Order ${data.orderNumber}: we need your filing details`
        : `Reminder: order ${data.orderNumber} is waiting for your filing details`,
    preheader: 'It takes a few minutes; you can save a draft and come back.',
    blocks: [
      { kind: 'heading', text: `Order ${data.orderNumber}: your filing details` },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: lead },
      { kind: 'paragraph', text: 'It takes a few minutes, and you can save a draft and finish later.' },
      { kind: 'button', label: 'Complete your filing details', url: data.detailsUrl },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
