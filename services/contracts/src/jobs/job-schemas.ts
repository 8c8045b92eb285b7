import { z } from 'zod';
import { FULFILMENT_PHASES } from '../fulfilment/phases';
import { ORDER_STATUSES } from '../order-state';
import { JOBS, type JobName } from '../queues';
import { jobProblem, text } from './fields';
import { MAIL_DATA_SCHEMAS, type MailTemplate } from './mail-data';
import { mailJobInCents } from './queued-dollar-mails';

const meta = { correlationId: z.string().optional() };
const job = <S extends z.ZodRawShape>(shape: S) => z.object({ ...meta, ...shape }, { error: 'data must be an object' });

const id = () => text();
const phase = z.enum(FULFILMENT_PHASES);
const status = z.enum(ORDER_STATUSES);

const orderStatusChangedJob = job({ orderId: id(), from: status, to: status });
/** A filing moved to another phase; `phaseEventId` is its timeline row, which keys its one mail. */
const orderPhaseChangedJob = job({ orderId: id(), phaseEventId: id(), from: phase.nullish(), to: phase });
/** The team asked the customer for something: its one mail is keyed by the request. */
const orderRequestRaisedJob = job({ orderId: id(), requestId: id() });
/**
 * The team wrote in an order's thread. One event per thread per ten-minute window (`window` is
 * its start, in ms since the epoch): its handler mails the messages still unread then, the
 * customer's to the team's inbox (`fromCustomer`), the team's to the customer.
 */
const orderMessagePostedJob = job({ orderId: id(), window: z.number().int().nonnegative(), fromCustomer: z.boolean().optional() });
/** A refund of the order that Stripe reports succeeded: the id of its `order_refunds` row. */
const refundSucceededJob = job({ orderId: id(), refundId: id() });
/**
 * A stored Stripe event to apply. `paymentIntent` is set for a payment's success, so the worker can
 * ask Stripe before it reads the event: the event and its order are then settled in one transaction.
 */
const stripeEventJob = job({ eventId: id(), paymentIntent: id().optional() });

const mailOf = <T extends MailTemplate>(template: T) =>
  job({
    /** Unique per logical mail: a retried job with the same key never sends twice. */
    idempotencyKey: id(),
    template: z.literal(template),
    to: z.string().trim().min(1),
    data: MAIL_DATA_SCHEMAS[template],
  });
type MailJobSchema = { [T in MailTemplate]: ReturnType<typeof mailOf<T>> }[MailTemplate];

/** A mail to send: its data is the one its template takes. */
const mailSendJob = z.discriminatedUnion(
  'template',
  (Object.keys(MAIL_DATA_SCHEMAS) as MailTemplate[]).map((t) => mailOf(t)) as unknown as [MailJobSchema, ...MailJobSchema[]],
  { error: (issue) => (issue.code === 'invalid_union' ? 'expected a mail template' : undefined) },
);
const newsletterSubscribedJob = job({ email: id() });
/**
 * One reminder mail of one filing of one of the customer's businesses; its job is delayed until the
 * day it goes out. `filingKey` is the filing's key in the customer's calendar (business and filing).
 */
const complianceReminderJob = job({
  accountId: id(),
  filingKey: id(),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  daysBefore: z.number().int().nonnegative(),
});
/** A customer changed what their reminders follow (a formation date, the reminder days): schedule theirs again. */
const complianceAccountChangedJob = job({ accountId: id() });
/** Scheduled jobs carry nothing but their correlation. */
const scheduledJob = job({});

/** One schema per job name: producers and consumers parse with the same one. */
export const JOB_SCHEMAS = {
  [JOBS.orderStatusChanged]: orderStatusChangedJob,
  [JOBS.orderPhaseChanged]: orderPhaseChangedJob,
  [JOBS.orderRequestRaised]: orderRequestRaisedJob,
  [JOBS.orderMessagePosted]: orderMessagePostedJob,
  [JOBS.refundSucceeded]: refundSucceededJob,
  [JOBS.stripeEvent]: stripeEventJob,
  [JOBS.mailSend]: mailSendJob,
  [JOBS.newsletterSubscribed]: newsletterSubscribedJob,
  [JOBS.paymentsReconcile]: scheduledJob,
  [JOBS.ordersExpire]: scheduledJob,
  [JOBS.outboxSweep]: scheduledJob,
  [JOBS.complianceReminder]: complianceReminderJob,
  [JOBS.complianceSchedule]: scheduledJob,
  [JOBS.complianceAccountChanged]: complianceAccountChangedJob,
  [JOBS.intakeRemind]: scheduledJob,
} as const satisfies Record<JobName, z.ZodType>;

/** A job's payload as its consumer receives it, parsed. */
export type JobPayloads = { [J in JobName]: z.output<(typeof JOB_SCHEMAS)[J]> };
/** A job's payload as a producer writes it. */
export type JobInputs = { [J in JobName]: z.input<(typeof JOB_SCHEMAS)[J]> };

export type ParsedJob<J extends JobName> = { ok: true; payload: JobPayloads[J] } | { ok: false; problem: string };

/**
 * Parses a job's payload with its schema; a failure names the job and its first bad field. A mail
 * queued with dollar amounts is read in cents first (see queued-dollar-mails).
 */
export function parseJob<J extends JobName>(name: J, data: unknown): ParsedJob<J> {
  const parsed = JOB_SCHEMAS[name].safeParse(name === JOBS.mailSend ? mailJobInCents(data) : data);
  return parsed.success
    ? { ok: true, payload: parsed.data as JobPayloads[J] }
    : { ok: false, problem: `Invalid payload for job ${name}: ${jobProblem(parsed.error)}` };
}

/** The jobs whose payload is one flat object: the ones an SQL statement can finish writing. */
export type ObjectJobName = Exclude<JobName, typeof JOBS.mailSend>;

/**
 * Parses the part of a payload its producer holds before the statement that writes it adds the rest
 * from the rows it changes (an outbox row written in the same SQL statement as the change). Each
 * field given is checked by the job's own rule; the whole payload is parsed again by its consumer.
 */
export function parseJobPart<J extends ObjectJobName>(name: J, part: Partial<JobInputs[J]>): { ok: true } | { ok: false; problem: string } {
  const parsed = (JOB_SCHEMAS[name] as z.ZodObject).partial().safeParse(part);
  return parsed.success ? { ok: true } : { ok: false, problem: `Invalid payload for job ${name}: ${jobProblem(parsed.error)}` };
}

export const isJobName = (value: string): value is JobName => Object.hasOwn(JOB_SCHEMAS, value);
