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

import type { JobInputs, JobPayloads } from './jobs';

/** The job names routed to any of these queues: what a worker taking them must handle. */
export const jobsRoutedTo = (queues: readonly QueueName[]): JobName[] =>
  (Object.keys(TOPIC_QUEUE) as JobName[]).filter((job) => queues.includes(TOPIC_QUEUE[job]));

export type OrderStatusChangedPayload = JobPayloads['order.status-changed'];
export type OrderPhaseChangedPayload = JobPayloads['order.phase-changed'];
export type OrderRequestRaisedPayload = JobPayloads['order.request-raised'];
export type OrderMessagePostedPayload = JobPayloads['order.message-posted'];
export type RefundSucceededPayload = JobPayloads['refund.succeeded'];
export type StripeEventPayload = JobPayloads['stripe.event'];
export type MailSendPayload = JobPayloads['mail.send'];
/** A mail as a producer queues it, before its schema has parsed it. */
export type MailSendInput = JobInputs['mail.send'];
export type MailSendInputOf<T extends MailSendInput['template']> = Extract<MailSendInput, { template: T }>;
export type NewsletterSubscribedPayload = JobPayloads['newsletter.subscribed'];
export type ComplianceReminderPayload = JobPayloads['compliance.reminder'];
export type ComplianceAccountChangedPayload = JobPayloads['compliance.account-changed'];
export type EventMeta = JobPayloads['outbox.sweep'];

/** Queue policy in one place: every producer uses these options. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential' as const, delay: 1000, jitter: 0.2 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};
