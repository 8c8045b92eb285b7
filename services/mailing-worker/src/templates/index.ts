import type { MailTemplate } from '@filebridge/contracts';
import { parseAccountClosed, renderAccountClosed, type AccountClosedMailData } from './account-closed';
import { parseAgencyDelayed, renderAgencyDelayed, type AgencyDelayedMailData } from './agency-delayed';
import { parseComplianceReminder, renderComplianceReminder, type ComplianceReminderMailData } from './compliance-reminder';
import { parseDocumentDelivered, renderDocumentDelivered, type DocumentDeliveredMailData } from './document-delivered';
import { parseContactMessage, renderContactMessage, type ContactMessageMailData } from './contact-message';
import { parseConversationReply, renderConversationReply, type ConversationReplyMailData } from './conversation-reply';
import { parseIntakeReminder, renderIntakeReminder, type IntakeReminderMailData } from './intake-reminder';
import type { MailAttachment, RenderedMail } from './layout';
import { parseNewsletterConfirm, renderNewsletterConfirm, type NewsletterConfirmMailData } from './newsletter-confirm';
import { parseNewsletterWelcome, renderNewsletterWelcome, type NewsletterWelcomeMailData } from './newsletter-welcome';
import { parseOrderPhaseChanged, renderOrderPhaseChanged, type OrderPhaseChangedMailData } from './order-phase-changed';
import { parseOrderMessage, renderOrderMessage, type OrderMessageMailData } from './order-message';
import { parseOrderRequest, renderOrderRequest, type OrderRequestMailData } from './order-request';
import { parseOrderStatusChanged, renderOrderStatusChanged, type OrderStatusChangedMailData } from './order-status-changed';
import { parseEmailChanged, renderEmailChanged, type EmailChangedMailData } from './email-changed';
import { parseVerifyEmail, renderVerifyEmail, type VerifyEmailMailData } from './verify-email';
import { parsePasswordReset, renderPasswordReset, type PasswordResetMailData } from './password-reset';
import { parseStaffInvite, renderStaffInvite, type StaffInviteMailData } from './staff-invite';
import { parsePaymentReceipt, renderPaymentReceipt, type ReceiptMailData } from './payment-receipt';
import { parseRefundIssued, refundIssuedAttachments, renderRefundIssued, type RefundIssuedMailData } from './refund-issued';
import { parseSignupAttempted, renderSignupAttempted, type SignupAttemptedMailData } from './signup-attempted';
import { InvalidMailDataError } from './validate';

export type { MailAttachment, RenderedMail } from './layout';
export { InvalidMailDataError } from './validate';
export type { AccountClosedMailData } from './account-closed';
export type { AgencyDelayedMailData } from './agency-delayed';
export type { ComplianceReminderMailData } from './compliance-reminder';
export type { ContactMessageMailData } from './contact-message';
export type { ConversationReplyMailData } from './conversation-reply';
export type { DocumentDeliveredMailData } from './document-delivered';
export type { IntakeReminderMailData } from './intake-reminder';
export type { NewsletterConfirmMailData } from './newsletter-confirm';
export type { NewsletterWelcomeMailData } from './newsletter-welcome';
export type { OrderStatusChangedMailData } from './order-status-changed';
export type { OrderPhaseChangedMailData } from './order-phase-changed';
export type { OrderRequestMailData } from './order-request';
export type { OrderMessageMailData } from './order-message';
export type { RefundIssuedMailData } from './refund-issued';
export type { PasswordResetMailData } from './password-reset';
export type { StaffInviteMailData } from './staff-invite';
export type { VerifyEmailMailData } from './verify-email';
export type { EmailChangedMailData } from './email-changed';
export type { SignupAttemptedMailData } from './signup-attempted';
export type { ReceiptMailData } from './payment-receipt';

/** The data each template takes, for producers and samples that want it type-checked. */
export interface MailDataByTemplate {
  'payment-receipt': ReceiptMailData;
  'order-status-changed': OrderStatusChangedMailData;
  'order-phase-changed': OrderPhaseChangedMailData;
  'document-delivered': DocumentDeliveredMailData;
  'order-request': OrderRequestMailData;
  'order-message': OrderMessageMailData;
  'refund-issued': RefundIssuedMailData;
  'newsletter-confirm': NewsletterConfirmMailData;
  'newsletter-welcome': NewsletterWelcomeMailData;
  'contact-message': ContactMessageMailData;
  'conversation-reply': ConversationReplyMailData;
  'compliance-reminder': ComplianceReminderMailData;
  'intake-reminder': IntakeReminderMailData;
  'password-reset': PasswordResetMailData;
  'verify-email': VerifyEmailMailData;
  'email-changed': EmailChangedMailData;
  'signup-attempted': SignupAttemptedMailData;
  'account-closed': AccountClosedMailData;
  'agency-delayed': AgencyDelayedMailData;
  'staff-invite': StaffInviteMailData;
}

/**
 * Validate, then render. Keyed by every MailTemplate, so a template added to the contracts union
 * fails the build here until it has a renderer.
 */
const RENDERERS: Readonly<{ [T in MailTemplate]: (data: unknown) => RenderedMail }> = {
  'payment-receipt': (data) => renderPaymentReceipt(parsePaymentReceipt(data)),
  'order-status-changed': (data) => renderOrderStatusChanged(parseOrderStatusChanged(data)),
  'order-phase-changed': (data) => renderOrderPhaseChanged(parseOrderPhaseChanged(data)),
  'document-delivered': (data) => renderDocumentDelivered(parseDocumentDelivered(data)),
  'order-request': (data) => renderOrderRequest(parseOrderRequest(data)),
  'order-message': (data) => renderOrderMessage(parseOrderMessage(data)),
  'refund-issued': (data) => renderRefundIssued(parseRefundIssued(data)),
  'newsletter-confirm': (data) => renderNewsletterConfirm(parseNewsletterConfirm(data)),
  'newsletter-welcome': (data) => renderNewsletterWelcome(parseNewsletterWelcome(data)),
  'contact-message': (data) => renderContactMessage(parseContactMessage(data)),
  'conversation-reply': (data) => renderConversationReply(parseConversationReply(data)),
  'compliance-reminder': (data) => renderComplianceReminder(parseComplianceReminder(data)),
  'intake-reminder': (data) => renderIntakeReminder(parseIntakeReminder(data)),
  'password-reset': (data) => renderPasswordReset(parsePasswordReset(data)),
  'verify-email': (data) => renderVerifyEmail(parseVerifyEmail(data)),
  'email-changed': (data) => renderEmailChanged(parseEmailChanged(data)),
  'signup-attempted': (data) => renderSignupAttempted(parseSignupAttempted(data)),
  'account-closed': (data) => renderAccountClosed(parseAccountClosed(data)),
  'agency-delayed': (data) => renderAgencyDelayed(parseAgencyDelayed(data)),
  'staff-invite': (data) => renderStaffInvite(parseStaffInvite(data)),
};

export const MAIL_TEMPLATES = Object.keys(RENDERERS) as MailTemplate[];

/**
 * Renders one mail from a job's data. Throws InvalidMailDataError when the data cannot make a
 * correct mail (a permanent failure: retrying the same job cannot fix it).
 */
export function renderMail<T extends MailTemplate>(template: T, data: MailDataByTemplate[T]): RenderedMail;
export function renderMail(template: MailTemplate, data: Record<string, unknown>): RenderedMail;
export function renderMail(template: MailTemplate, data: unknown): RenderedMail {
  // Job payloads are JSON from the queue, so the template name is checked at run time too.
  if (!Object.hasOwn(RENDERERS, template)) {
    throw new InvalidMailDataError(template, 'no such template');
  }
  return RENDERERS[template](data);
}

/** The files a template's mail attaches, made from the same job data; most attach none. */
const ATTACHMENTS: Readonly<Partial<{ [T in MailTemplate]: (data: unknown) => Promise<MailAttachment[]> }>> = {
  'refund-issued': (data) => refundIssuedAttachments(parseRefundIssued(data)),
};

/** Throws InvalidMailDataError as renderMail does, for the same data. */
export async function mailAttachments(template: MailTemplate, data: unknown): Promise<MailAttachment[]> {
  const make = Object.hasOwn(ATTACHMENTS, template) ? ATTACHMENTS[template] : undefined;
  return make ? make(data) : [];
}
