import { z } from 'zod';
import { FulfilmentPhaseSchema, RequestCreateSchema } from '../fulfilment/schemas';
import { SLA_STATES } from '../fulfilment/sla';
import { envelope } from '../schemas/common';
import { dollars, queryInt, text, timestamp, uuid } from '../schemas/fields';
import { isStorableText, unstorableTextMessage } from '../storable-text';

/** Orders one queue page shows unless it asks for another size. */
export const WORK_QUEUE_PAGE_SIZE = 50;
/** The most orders one bulk action takes: a larger filter is narrowed first, or sent in parts. */
export const BULK_MAX_ORDERS = 500;
/** Matches of a queue filter counted before the count is given as "at least this many". */
export const WORK_QUEUE_COUNT_CAP = 10_000;
export const NOTE_MAX = 5000;
export const VIEW_NAME_MAX = 60;
/** Saved views one staff member keeps. */
export const VIEWS_PER_STAFF = 30;

const writing = (label: string, max: number) => text(label, max).refine(isStorableText, unstorableTextMessage(label));

/** `me` and `none` stand for the caller and for orders nobody has taken. */
export const AssigneeFilterSchema = z.union([z.enum(['me', 'none']), uuid('Assignee must be me, none or a staff member.')], {
  error: 'Assignee must be me, none or a staff member.',
});

/** What narrows the queue: each field optional, all of them together. */
export const WorkQueueFilterSchema = z.object({
  phase: FulfilmentPhaseSchema.optional(),
  agency: z.string({ error: 'Agency must be text.' }).trim().min(1).max(120, 'Agency must be at most 120 characters.').optional(),
  state: z
    .string({ error: 'State must be a two-letter code.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be a two-letter code.')
    .optional(),
  sla: z.enum(SLA_STATES, { error: `SLA must be one of ${SLA_STATES.join(', ')}.` }).optional(),
  assignee: AssigneeFilterSchema.optional(),
  expedited: z.enum(['true', 'false'], { error: 'Expedited must be true or false.' }).optional(),
});
export type WorkQueueFilter = z.infer<typeof WorkQueueFilterSchema>;

export const WorkQueueQuerySchema = WorkQueueFilterSchema.extend({
  /** Where the previous page ended, as its `nextCursor` gave it. */
  after: z.string({ error: 'Cursor must be text.' }).max(200, 'Cursor is not one this queue gave.').optional(),
  pageSize: queryInt('Page size', 1, 200).optional(),
});
export type WorkQueueQuery = z.infer<typeof WorkQueueQuerySchema>;

export const StaffRefSchema = z.object({ id: z.string(), email: z.string() }).meta({ id: 'StaffRef' });
export type StaffRef = z.infer<typeof StaffRefSchema>;

export const SlaSchema = z
  .object({
    state: z.enum(SLA_STATES),
    /** When the phase's promise runs out; null while the clock is stopped. */
    dueAt: timestamp.nullable(),
    /** What was left of the promise when the clock stopped. */
    remainingMs: z.number().int().nullable(),
  })
  .meta({ id: 'Sla' });
export type SlaDto = z.infer<typeof SlaSchema>;

export const WorkQueueItemSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    serviceName: z.string(),
    serviceKind: z.enum(['business', 'trucking']).nullable(),
    businessName: z.string(),
    customerEmail: z.string(),
    state: z.string().nullable(),
    agency: z.string().nullable(),
    phase: FulfilmentPhaseSchema.nullable(),
    expedited: z.boolean(),
    total: dollars,
    paidAt: timestamp.nullable(),
    sla: SlaSchema,
    assignee: StaffRefSchema.nullable(),
  })
  .meta({ id: 'WorkQueueItem' });
export type WorkQueueItem = z.infer<typeof WorkQueueItemSchema>;

export const WorkQueuePageResponseSchema = envelope(
  z.object({
    items: z.array(WorkQueueItemSchema),
    /** Pass as `after` for the next page; null on the last. */
    nextCursor: z.string().nullable(),
    matching: z.number().int(),
    /** More than `matching` orders match. */
    matchingCapped: z.boolean(),
  }),
).meta({ id: 'WorkQueuePage' });
export type WorkQueuePage = z.infer<typeof WorkQueuePageResponseSchema>['data'];

export const InternalNoteSchema = z
  .object({ id: z.string(), body: z.string(), authorEmail: z.string(), createdAt: timestamp })
  .meta({ id: 'InternalNote' });
export type InternalNote = z.infer<typeof InternalNoteSchema>;

export const NoteCreateSchema = z.object({ body: writing('Note', NOTE_MAX) }).meta({ id: 'NoteCreate' });
export type NoteCreate = z.infer<typeof NoteCreateSchema>;
export const NoteResponseSchema = envelope(InternalNoteSchema).meta({ id: 'NoteResponse' });

/** The staff side of an order beside its detail: who works it, its promise, the team's own notes. */
export const OrderWorkResponseSchema = envelope(
  z.object({ assignee: StaffRefSchema.nullable(), sla: SlaSchema, notes: z.array(InternalNoteSchema) }),
).meta({ id: 'OrderWork' });
export type OrderWork = z.infer<typeof OrderWorkResponseSchema>['data'];

export const AssignRequestSchema = z
  .object({ assigneeId: uuid('Assignee must be a staff member.').nullable() })
  .meta({ id: 'AssignRequest' });
export const AssigneeResponseSchema = envelope(z.object({ assignee: StaffRefSchema.nullable() })).meta({ id: 'AssigneeResponse' });
export const AssigneesResponseSchema = envelope(z.array(StaffRefSchema)).meta({ id: 'Assignees' });

export const WorkQueueViewSchema = z
  .object({ id: z.string(), name: z.string(), filters: WorkQueueFilterSchema })
  .meta({ id: 'WorkQueueView' });
export type WorkQueueView = z.infer<typeof WorkQueueViewSchema>;
export const ViewCreateSchema = z
  .object({ name: writing('Name', VIEW_NAME_MAX), filters: WorkQueueFilterSchema })
  .meta({ id: 'ViewCreate' });
export const ViewParamsSchema = z.object({ id: uuid('View not found') });
export const ViewsResponseSchema = envelope(z.array(WorkQueueViewSchema)).meta({ id: 'WorkQueueViews' });
export const ViewResponseSchema = envelope(WorkQueueViewSchema).meta({ id: 'WorkQueueViewResponse' });

/** The orders a bulk action takes: those picked by hand, or every one a filter matches. */
export const BulkSelectionSchema = z.union(
  [
    z.object({
      ids: z
        .array(uuid('Order not found'), { error: 'Choose the orders by their ids.' })
        .min(1, 'Choose at least one order.')
        .max(BULK_MAX_ORDERS, `Choose at most ${BULK_MAX_ORDERS} orders at once.`),
    }),
    z.object({ filter: WorkQueueFilterSchema }),
  ],
  { error: 'Choose orders by ids or by a filter.' },
);
export type BulkSelection = z.infer<typeof BulkSelectionSchema>;

export const BulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('assign'), assigneeId: uuid('Assignee must be a staff member.').nullable() }),
    z.object({ kind: z.literal('note'), body: writing('Note', NOTE_MAX) }),
    z.object({
      kind: z.literal('agency_delayed'),
      /** YYYY-MM-DD: the agency's new date, told to each customer. */
      estimate: z.iso.date('Estimate must be a date (YYYY-MM-DD).'),
      reason: writing('Reason', 500).optional(),
    }),
  ],
  { error: 'Action must be assign, note or agency_delayed.' },
);
export type BulkAction = z.infer<typeof BulkActionSchema>;

export const BulkRequestSchema = z.object({ selection: BulkSelectionSchema, action: BulkActionSchema }).meta({ id: 'BulkRequest' });
export const BulkRequestsRequestSchema = z
  .object({ selection: BulkSelectionSchema, request: RequestCreateSchema })
  .meta({ id: 'BulkRequestsRequest' });

export const BulkResultResponseSchema = envelope(
  z.object({
    matched: z.number().int(),
    done: z.number().int(),
    skipped: z.array(z.object({ orderId: z.string(), orderNumber: z.string().nullable(), reason: z.string() })),
  }),
).meta({ id: 'BulkResult' });
export type BulkResult = z.infer<typeof BulkResultResponseSchema>['data'];
