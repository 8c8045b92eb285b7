import { z } from 'zod';
import { ALL_QUEUES, QUEUE_STATES } from '../queues';
import { QuoteInputsSchema } from '../quote-inputs';
import { addOnSet, SERVICE_STATUSES, ServiceSchema } from './catalog';
import { FulfilmentPhaseSchema } from '../fulfilment/schemas';
import { envelope } from './common';
import { dollars, optionalText, queryInt, text, timestamp } from './fields';
import { INQUIRY_KINDS } from './inquiries';
import { OrderDetailSchema, orderPage, OrderStatusSchema, OrderSummarySchema, RefundSchema } from './orders';

export const ORDER_SORTS = ['created_at', 'total_cents', 'order_number', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const AdminOrderListQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  phase: FulfilmentPhaseSchema.optional(),
  search: optionalText('Search', 100),
  page: queryInt('Page', 1, 10_000).optional(),
  pageSize: queryInt('Page size', 1, 200).optional(),
  sort: z.enum(ORDER_SORTS, { error: `Sort by one of ${ORDER_SORTS.join(', ')}.` }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc.' }).optional(),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderPageResponseSchema = envelope(orderPage(OrderSummarySchema)).meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof AdminOrderPageResponseSchema>['data'];

export const MAIL_STATUSES = ['sending', 'sent', 'failed'] as const;

export const OrderMailSchema = z
  .object({
    key: z.string(),
    template: z.string(),
    recipient: z.string(),
    status: z.enum(MAIL_STATUSES),
    /** Left `sending` past its lease: SMTP may have accepted it before its worker stopped. */
    mayHaveBeenSent: z.boolean(),
    attempts: z.number().int(),
    sentAt: timestamp.nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'OrderMail' });
export type OrderMail = z.infer<typeof OrderMailSchema>;

/** A dispute (chargeback) of the order's charge, as Stripe last reported it. */
export const DisputeSchema = z
  .object({
    id: z.string(),
    amount: dollars,
    status: z.string(),
    reason: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Dispute' });
export type DisputeDto = z.infer<typeof DisputeSchema>;

export const AdminOrderDetailSchema = OrderDetailSchema.extend({
  paymentIntentId: z.string().nullable(),
  disputes: z.array(DisputeSchema),
  /** What a new refund may still give back: paid, less refunds succeeded or on their way. */
  refundable: dollars,
  accountId: z.string(),
  accountEmail: z.string(),
  nextTransitions: z.array(OrderStatusSchema),
  /** The phase moves staff may make from the filing's phase (STAFF_PHASE_TRANSITIONS). */
  nextPhases: z.array(FulfilmentPhaseSchema),
  /** What the customer answered to be quoted (fleet size, USDOT number…). */
  quoteInputs: QuoteInputsSchema,
  mails: z.array(OrderMailSchema),
}).meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
export const AdminOrderDetailResponseSchema = envelope(AdminOrderDetailSchema).meta({ id: 'AdminOrderDetailResponse' });

export const TransitionRequestSchema = z
  .object({ to: OrderStatusSchema.meta({ description: 'The status to move the order to' }), note: optionalText('Note', 500) })
  .meta({ id: 'TransitionRequest' });
export type TransitionRequest = z.infer<typeof TransitionRequestSchema>;

export const TransitionResultSchema = z
  .object({ changed: z.boolean(), from: OrderStatusSchema.nullable(), to: OrderStatusSchema })
  .meta({ id: 'TransitionResult' });
export type TransitionResult = z.infer<typeof TransitionResultSchema>;
export const TransitionResponseSchema = envelope(TransitionResultSchema).meta({ id: 'TransitionResponse' });

export const QueueNameSchema = z.enum(ALL_QUEUES as unknown as [string, ...string[]]);

export const FailedJobSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    reason: z.string().nullable(),
    attemptsMade: z.number().int(),
    failedAt: timestamp.nullable(),
    data: z.unknown(),
    /** For a mail job: the fate of its mail, so a resend of one that may have gone out is asked for. */
    mail: z.object({ key: z.string(), status: z.enum(MAIL_STATUSES), mayHaveBeenSent: z.boolean() }).optional(),
  })
  .meta({ id: 'FailedJob' });
export type FailedJob = z.infer<typeof FailedJobSchema>;

/** One count per queue state, each a named property so the document lists what it requires. */
const QueueCountsSchema = z.object(
  Object.fromEntries(QUEUE_STATES.map((state) => [state, z.number().int()])) as Record<(typeof QUEUE_STATES)[number], z.ZodNumber>,
);

export const QueueSnapshotSchema = z
  .object({
    name: QueueNameSchema,
    counts: QueueCountsSchema,
    workers: z.number().int(),
    failed: z.array(FailedJobSchema),
    /** Per-minute counts, newest first, up to 60. */
    lastHour: z.object({ completed: z.array(z.number()), failed: z.array(z.number()) }),
  })
  .meta({ id: 'QueueSnapshot' });
export type QueueSnapshot = z.infer<typeof QueueSnapshotSchema>;
export const QueuesResponseSchema = envelope(z.array(QueueSnapshotSchema)).meta({ id: 'Queues' });

export const JobParamsSchema = z.object({ queue: z.string(), jobId: z.string().max(300) });
export const QueueParamsSchema = z.object({ queue: z.string() });
/** `confirm: true` is needed to resend a mail that may already have been sent. */
export const RetryJobRequestSchema = z
  .object({ confirm: z.boolean({ error: 'confirm must be true or false.' }).optional() })
  .meta({ id: 'RetryJobRequest' });
/** Jobs whose mail may have been sent are left out (`skipped`): each needs its own confirmed retry. */
export const RetryAllResponseSchema = envelope(z.object({ retried: z.number().int(), skipped: z.number().int() })).meta({
  id: 'RetryAll',
});

export const ServicePatchSchema = z
  .object({
    status: z.enum(SERVICE_STATUSES, { error: 'Status must be active or inactive.' }).optional(),
    name: text('Name', 120).optional(),
    summary: optionalText('Summary', 500),
    offeredAddOns: addOnSet('Offered add-ons').optional(),
  })
  .meta({ id: 'ServicePatch' });
export type ServicePatch = z.infer<typeof ServicePatchSchema>;

export const PACKAGE_LIMITS = { minPriceCents: 100, maxPriceCents: 10_000_000, maxBenefits: 15, benefitMax: 200 } as const;

export const PackagePatchSchema = z
  .object({
    title: text('Title', 120).optional(),
    priceCents: z
      .number({ error: 'Price must be a whole number of cents.' })
      .int('Price must be a whole number of cents.')
      .min(PACKAGE_LIMITS.minPriceCents, 'Price must be at least $1.00.')
      .max(PACKAGE_LIMITS.maxPriceCents, 'Price must be at most $100,000.')
      .optional(),
    pricePlus: optionalText('Price suffix', 80),
    description: optionalText('Description', 500),
    popular: z.boolean({ error: 'Popular must be true or false.' }).optional(),
    benefitList: z
      .array(text('Benefit', PACKAGE_LIMITS.benefitMax), { error: 'List at least one benefit.' })
      .min(1, 'List at least one benefit.')
      .max(PACKAGE_LIMITS.maxBenefits, `List at most ${PACKAGE_LIMITS.maxBenefits} benefits.`)
      .optional(),
    buttonText: text('Button text', 40).optional(),
    includedAddOns: addOnSet('Included add-ons').optional(),
  })
  .meta({ id: 'PackagePatch' });
export type PackagePatch = z.infer<typeof PackagePatchSchema>;

export const AdminServiceResponseSchema = envelope(ServiceSchema).meta({ id: 'AdminServiceResponse' });
export const AdminServiceListResponseSchema = envelope(z.array(ServiceSchema)).meta({ id: 'AdminServiceList' });

export const ExportQuerySchema = z.object({ format: z.enum(['json', 'csv']).optional() });

export const SubscriberSchema = z
  .object({ email: z.string(), status: z.enum(['subscribed', 'unsubscribed']), source: z.string(), createdAt: timestamp })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const SubscribersResponseSchema = envelope(z.array(SubscriberSchema)).meta({ id: 'Subscribers' });

export const InquirySchema = z
  .object({
    id: z.string(),
    kind: z.enum(INQUIRY_KINDS),
    name: z.string(),
    email: z.string(),
    details: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
  })
  .meta({ id: 'Inquiry' });
export type Inquiry = z.infer<typeof InquirySchema>;
export const InquiriesResponseSchema = envelope(z.array(InquirySchema)).meta({ id: 'Inquiries' });

export const OverviewSchema = z
  .object({
    perDay: z.array(z.object({ day: z.string(), orders: z.number().int(), revenueCents: z.number().int() })),
    byStatus: z.array(z.object({ status: OrderStatusSchema, count: z.number().int() })),
    medianPaidToCompletedSeconds: z.number().nullable(),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof OverviewSchema>;
export const OverviewResponseSchema = envelope(OverviewSchema).meta({ id: 'OverviewResponse' });

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    /** How screens name the target: an order by its number, anything else by its id. */
    targetLabel: z.string(),
    details: z.record(z.string(), z.unknown()),
    /** The target as it was before and after the action, where the action changed it. */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: timestamp,
    adminId: z.string(),
    adminEmail: z.string(),
    /** The address the action came from. */
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditResponseSchema = envelope(z.array(AuditEntrySchema)).meta({ id: 'Audit' });

/** A staff refund: an amount in dollars (the whole refundable amount when absent) and the reason, both kept with it. */
export const RefundRequestSchema = z
  .object({
    amount: z
      .number({ error: 'Amount must be a number.' })
      .positive('Amount must be more than $0.')
      .refine(
        (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        'Amount must be in whole cents.',
      )
      .optional(),
    reason: text('Reason', 500),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof RefundRequestSchema>;
export const RefundResponseSchema = envelope(RefundSchema).meta({ id: 'RefundResponse' });
