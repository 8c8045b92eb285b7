import type { FulfilmentPhase } from './fulfilment/phases';

/** Queue and job names and their payloads. Payloads are small and id-based. */
export const QUEUES = {
  orders: 'orders',
  stripeEvents: 'stripe-events',
  mail: 'mail',
  newsletter: 'newsletter',
  maintenance: 'maintenance',
  reminders: 'reminders',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: readonly QueueName[] = Object.values(QUEUES);

/** The job states an admin sees counted per queue, in the order they are shown. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const JOBS = {
  orderCreated: 'order.created',
  paymentSucceeded: 'payment.succeeded',
  orderStatusChanged: 'order.status-changed',
  orderPhaseChanged: 'order.phase-changed',
  orderRequestRaised: 'order.request-raised',
  orderMessagePosted: 'order.message-posted',
  refundSucceeded: 'refund.succeeded',
  stripeEvent: 'stripe.event',
  mailSend: 'mail.send',
  newsletterSubscribed: 'newsletter.subscribed',
  paymentsReconcile: 'payments.reconcile',
  ordersExpire: 'orders.expire',
  outboxSweep: 'outbox.sweep',
  complianceReminder: 'compliance.reminder',
  complianceSchedule: 'compliance.schedule',
  complianceAccountChanged: 'compliance.account-changed',
  intakeRemind: 'intake.remind',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** Which queue each outbox topic is published to. */
export const TOPIC_QUEUE: Readonly<Record<JobName, QueueName>> = {
  'order.created': QUEUES.orders,
  'payment.succeeded': QUEUES.orders,
  'order.status-changed': QUEUES.orders,
  'order.phase-changed': QUEUES.orders,
  'order.request-raised': QUEUES.orders,
  'order.message-posted': QUEUES.orders,
  'refund.succeeded': QUEUES.orders,
  'stripe.event': QUEUES.stripeEvents,
  'mail.send': QUEUES.mail,
  'newsletter.subscribed': QUEUES.newsletter,
  'payments.reconcile': QUEUES.maintenance,
  'orders.expire': QUEUES.maintenance,
  'outbox.sweep': QUEUES.maintenance,
  'compliance.reminder': QUEUES.reminders,
  'compliance.schedule': QUEUES.maintenance,
  'compliance.account-changed': QUEUES.maintenance,
  'intake.remind': QUEUES.maintenance,
};

export interface EventMeta {
  correlationId?: string;
}
export interface OrderCreatedPayload extends EventMeta {
  orderId: string;
}
export interface PaymentSucceededPayload extends EventMeta {
  orderId: string;
}
export interface OrderStatusChangedPayload extends EventMeta {
  orderId: string;
  from: string;
  to: string;
}
/** A filing moved to another phase; `phaseEventId` is its timeline row, which keys its one mail. */
export interface OrderPhaseChangedPayload extends EventMeta {
  orderId: string;
  phaseEventId: string;
  from: FulfilmentPhase | null;
  to: FulfilmentPhase;
}
/** The team asked the customer for something: its one mail is keyed by the request. */
export interface OrderRequestRaisedPayload extends EventMeta {
  orderId: string;
  requestId: string;
}
/**
 * The team wrote in an order's thread. One event per thread per ten-minute window (`window` is
 * its start, in ms since the epoch): its handler mails the customer the messages still unread then.
 */
export interface OrderMessagePostedPayload extends EventMeta {
  orderId: string;
  window: number;
  /** Whose messages the window mails about: the customer's go to the team's inbox, the team's to the customer. */
  fromCustomer?: boolean;
}
/** A refund of the order that Stripe reports succeeded: the id of its `order_refunds` row. */
export interface RefundSucceededPayload extends EventMeta {
  orderId: string;
  refundId: string;
}
export interface StripeEventPayload extends EventMeta {
  eventId: string;
}
export type MailTemplate =
  | 'payment-receipt'
  | 'order-status-changed'
  | 'order-phase-changed'
  | 'document-delivered'
  | 'order-request'
  | 'order-message'
  | 'refund-issued'
  | 'newsletter-confirm'
  | 'newsletter-welcome'
  | 'contact-message'
  | 'conversation-reply'
  | 'compliance-reminder'
  | 'intake-reminder'
  | 'password-reset'
  | 'verify-email'
  | 'email-changed'
  | 'signup-attempted'
  | 'account-closed'
  | 'agency-delayed'
  | 'staff-invite';
export interface MailSendPayload extends EventMeta {
  /** Unique per logical mail: a retried job with the same key never sends twice. */
  idempotencyKey: string;
  template: MailTemplate;
  to: string;
  data: Record<string, unknown>;
}
export interface NewsletterSubscribedPayload extends EventMeta {
  email: string;
}
/**
 * One reminder mail of one filing of one of the customer's businesses; its job is delayed until the
 * day it goes out. `filingKey` is the filing's key in the customer's calendar (business and filing).
 */
export interface ComplianceReminderPayload extends EventMeta {
  accountId: string;
  filingKey: string;
  dueDate: string;
  daysBefore: number;
}

/** A customer changed what their reminders follow (a formation date, the reminder days): schedule theirs again. */
export interface ComplianceAccountChangedPayload extends EventMeta {
  accountId: string;
}

export interface JobPayloads {
  'order.created': OrderCreatedPayload;
  'payment.succeeded': PaymentSucceededPayload;
  'order.status-changed': OrderStatusChangedPayload;
  'order.phase-changed': OrderPhaseChangedPayload;
  'order.request-raised': OrderRequestRaisedPayload;
  'order.message-posted': OrderMessagePostedPayload;
  'refund.succeeded': RefundSucceededPayload;
  'stripe.event': StripeEventPayload;
  'mail.send': MailSendPayload;
  'newsletter.subscribed': NewsletterSubscribedPayload;
  'payments.reconcile': EventMeta;
  'orders.expire': EventMeta;
  'outbox.sweep': EventMeta;
  'compliance.reminder': ComplianceReminderPayload;
  'compliance.schedule': EventMeta;
  'compliance.account-changed': ComplianceAccountChangedPayload;
  'intake.remind': EventMeta;
}

/** Queue policy in one place: every producer uses these options. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential' as const, delay: 1000, jitter: 0.2 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};
