import { z } from 'zod';
import { CUSTOMER_MAILED_PHASES } from '../fulfilment/phases';
import { formatUsd } from '../money';
import { cents, email, flag, httpUrl, isoDate, nonEmptyList, optional, orderStatus, positiveInteger, record, text } from './fields';

/**
 * The data of every mail template, one schema each. Producers build it, the queue carries it as
 * JSON and the mailing worker parses it again before it renders. `orderId`, where a mail is about
 * an order, keys the mail log to it; customers know an order by its number, so no mail shows it.
 */
const mailData = <S extends z.ZodRawShape>(shape: S) => record({ orderId: optional(text()) }).extend(shape);

const receiptCustomer = record({ name: text(), email: email(), phone: optional(text()), address: text() });
const receiptBusiness = record({
  name: text(),
  /** Entity type as the customer chose it, e.g. "LLC". */
  type: text(),
  state: text(),
  address: text(),
});
const receiptItem = record({ description: text(), amountCents: cents() });

/**
 * The receipt as `buildReceipt` makes it (amounts in integer cents, dates as ISO strings) plus the
 * order's link. An invoice whose lines do not add up is a legal document with wrong numbers:
 * better the job fails, visibly, than the customer keeps it.
 */
const paymentReceiptMailData = mailData({
  invoiceNumber: text(),
  orderNumber: text(),
  orderId: text(),
  date: isoDate(),
  /** The order date plus RECEIPT_DUE_MS, as the builder computed it. */
  dueDate: isoDate(),
  customer: receiptCustomer,
  business: receiptBusiness,
  items: nonEmptyList(receiptItem),
  subtotalCents: cents(),
  taxCents: cents(),
  totalCents: cents(),
  /** "Credit Card", as the receipt has always named the method; shown as given. */
  paymentMethod: text(),
  /** "Paid", or what the refunds made of it; shown as given. */
  paymentStatus: text(),
  orderUrl: httpUrl(),
}).superRefine((r, ctx) => {
  const itemsCents = r.items.reduce((sum, item) => sum + item.amountCents, 0);
  if (itemsCents !== r.subtotalCents) {
    ctx.addIssue({ code: 'custom', message: `items add up to ${formatUsd(itemsCents)} but subtotal is ${formatUsd(r.subtotalCents)}` });
  } else if (r.subtotalCents + r.taxCents !== r.totalCents) {
    ctx.addIssue({
      code: 'custom',
      message: `subtotal ${formatUsd(r.subtotalCents)} + tax ${formatUsd(r.taxCents)} does not equal total ${formatUsd(r.totalCents)}`,
    });
  }
});

/** Sent on `order.status-changed`; statuses are the machine names of the order lifecycle. */
const orderStatusChangedMailData = mailData({
  orderNumber: text(),
  fromStatus: orderStatus(),
  toStatus: orderStatus(),
  /** A note from our team, shown as written. */
  note: optional(text()),
  orderUrl: httpUrl(),
});

const orderPhaseChangedMailData = mailData({
  orderNumber: text(),
  serviceName: text(),
  phase: z.enum(CUSTOMER_MAILED_PHASES, { error: 'phase must be submitted, approved or rejected' }),
  agency: optional(text()),
  confirmationNumber: optional(text()),
  /** The day the filing went in, YYYY-MM-DD. */
  submittedOn: optional(text()),
  /** Why the agency rejected the filing, as the team wrote it. */
  reason: optional(text()),
  /** The estimated completion date, YYYY-MM-DD, when one is known. */
  estimatedCompletion: optional(text()),
  orderUrl: httpUrl(),
});

const documentDeliveredMailData = mailData({
  orderNumber: text(),
  serviceName: text(),
  /** What the document is, as the vault labels its kind (`EIN confirmation letter`). */
  documentLabel: text(),
  orderUrl: httpUrl(),
});

const orderRequestMailData = mailData({
  orderNumber: text(),
  serviceName: text(),
  /** The request's customer-facing title (REQUEST_COPY). */
  label: text(),
  instructions: text(),
  /** The team's own words. */
  message: text(),
  orderUrl: httpUrl(),
});

const orderMessageMailData = mailData({
  orderNumber: text(),
  /** The unread messages, oldest first. */
  messages: nonEmptyList(text()),
  orderUrl: httpUrl(),
  /** The customer wrote them; the mail goes to the team. */
  fromCustomer: flag(),
});

/** Amounts in integer cents: this refund, everything refunded of the order so far, and what the order was paid. */
const refundIssuedMailData = mailData({
  orderNumber: text(),
  creditNoteNumber: text(),
  invoiceNumber: text(),
  date: isoDate(),
  amountCents: cents(),
  refundedTotalCents: cents(),
  orderTotalCents: cents(),
  /** The reason given with the refund, as written. */
  reason: optional(text()),
  /** Who the invoice billed, as the credit note names them; absent from mails queued before it was added. */
  creditedTo: optional(text()),
  /** The order page, where the credit note can be downloaded again. */
  orderUrl: httpUrl(),
}).superRefine((r, ctx) => {
  if (r.amountCents < 1 || r.refundedTotalCents < r.amountCents || r.refundedTotalCents > r.orderTotalCents) {
    ctx.addIssue({
      code: 'custom',
      message: `refund ${formatUsd(r.amountCents)} of ${formatUsd(r.refundedTotalCents)} refunded does not fit an order of ${formatUsd(r.orderTotalCents)}`,
    });
  }
});

const newsletterConfirmMailData = mailData({ email: email(), confirmUrl: httpUrl() });
const newsletterWelcomeMailData = mailData({ email: email(), unsubscribeUrl: httpUrl() });

const contactMessageMailData = mailData({ name: text(), email: email(), phone: optional(text()), topic: text(), message: text() });

const conversationReplyMailData = mailData({
  name: text(),
  /** The conversation's reference, `CV-1001`. */
  reference: text(),
  topic: text(),
  reply: text(),
  question: text(),
  /** Where the sender answers: their account's page, or the conversation's signed link. */
  replyUrl: httpUrl(),
  /** The sender's address is an account's, so the link opens their account. */
  account: flag(),
});

const complianceReminderMailData = mailData({
  customerName: text(),
  orderNumber: text(),
  /** "Florida LLC annual report". */
  title: text(),
  dueDate: isoDate(),
  daysBefore: positiveInteger(),
  detail: text(),
  /** The filing's checkout filled in from the business record; absent for what we do not file (a state tax). */
  orderFilingUrl: optional(httpUrl()),
  /** The customer's compliance calendar. */
  calendarUrl: httpUrl(),
  unsubscribeUrl: httpUrl(),
});

const intakeReminderMailData = mailData({
  orderNumber: text(),
  serviceName: text(),
  ordinal: z.union([z.literal(1), z.literal(2)], { error: 'ordinal must be 1 or 2' }),
  /** The page where the customer fills in the details. */
  detailsUrl: httpUrl(),
});

const passwordResetMailData = mailData({ firstName: text(), resetUrl: httpUrl() });
const verifyEmailMailData = mailData({ firstName: text(), email: email(), verifyUrl: httpUrl() });
const emailChangedMailData = mailData({ firstName: text(), newEmail: email(), accountUrl: httpUrl() });
const signupAttemptedMailData = mailData({ firstName: text(), loginUrl: httpUrl(), resetUrl: httpUrl() });
/** Sent once to the address an account had when its owner closed it; `closedOn` is YYYY-MM-DD. */
const accountClosedMailData = mailData({ firstName: text(), closedOn: isoDate() });

const agencyDelayedMailData = mailData({
  orderNumber: text(),
  serviceName: text(),
  agency: text(),
  /** YYYY-MM-DD: the new estimate. */
  estimate: isoDate(),
  /** The team's own words on the delay, when it has any. */
  reason: optional(text()),
  orderUrl: httpUrl(),
});

const staffInviteMailData = mailData({ role: text(), inviteUrl: httpUrl() });

/** Every template's data schema, keyed by the template's name. */
export const MAIL_DATA_SCHEMAS = {
  'payment-receipt': paymentReceiptMailData,
  'order-status-changed': orderStatusChangedMailData,
  'order-phase-changed': orderPhaseChangedMailData,
  'document-delivered': documentDeliveredMailData,
  'order-request': orderRequestMailData,
  'order-message': orderMessageMailData,
  'refund-issued': refundIssuedMailData,
  'newsletter-confirm': newsletterConfirmMailData,
  'newsletter-welcome': newsletterWelcomeMailData,
  'contact-message': contactMessageMailData,
  'conversation-reply': conversationReplyMailData,
  'compliance-reminder': complianceReminderMailData,
  'intake-reminder': intakeReminderMailData,
  'password-reset': passwordResetMailData,
  'verify-email': verifyEmailMailData,
  'email-changed': emailChangedMailData,
  'signup-attempted': signupAttemptedMailData,
  'account-closed': accountClosedMailData,
  'agency-delayed': agencyDelayedMailData,
  'staff-invite': staffInviteMailData,
} as const;

export type MailTemplate = keyof typeof MAIL_DATA_SCHEMAS;
export const isMailTemplate = (value: unknown): value is MailTemplate =>
  typeof value === 'string' && Object.hasOwn(MAIL_DATA_SCHEMAS, value);

/** What a template renders from, once parsed. */
export type MailData<T extends MailTemplate> = z.output<(typeof MAIL_DATA_SCHEMAS)[T]>;
/** What a producer hands over for a template. */
export type MailDataInput<T extends MailTemplate> = z.input<(typeof MAIL_DATA_SCHEMAS)[T]>;
