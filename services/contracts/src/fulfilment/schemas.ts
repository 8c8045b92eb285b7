import { z } from 'zod';
import { envelope } from '../schemas/common';
import { optionalText, text, timestamp, uuid } from '../schemas/fields';
import { isStorableText, unstorableTextMessage } from '../storable-text';
import { FULFILMENT_PHASES, type FulfilmentPhase } from './phases';
import { REQUEST_KINDS, REQUEST_STATUSES } from './requests';

export const FulfilmentPhaseSchema = z.enum(FULFILMENT_PHASES, { error: `Phase must be one of ${FULFILMENT_PHASES.join(', ')}.` });

/** One step of a filing's timeline, with what the move recorded. */
export const PhaseStepSchema = z
  .object({
    phase: FulfilmentPhaseSchema,
    label: z.string(),
    at: timestamp,
    agency: z.string().optional(),
    confirmationNumber: z.string().optional(),
    /** YYYY-MM-DD. */
    submittedOn: z.string().optional(),
    reason: z.string().optional(),
    note: z.string().nullable(),
  })
  .meta({ id: 'PhaseStep' });
export type PhaseStepDto = z.infer<typeof PhaseStepSchema>;

/** When the filing may be done: an estimate from checked processing times, with where they were read. */
export const CompletionEstimateSchema = z
  .object({
    date: z.iso.date(),
    basis: z.literal('estimate'),
    source: z.string(),
    slowerThanUsual: z.string().optional(),
  })
  .meta({ id: 'CompletionEstimate' });

export const OrderRequestSchema = z
  .object({
    id: z.string(),
    kind: z.enum(REQUEST_KINDS),
    label: z.string(),
    instructions: z.string(),
    message: z.string(),
    status: z.enum(REQUEST_STATUSES),
    answer: z.string().nullable(),
    documentId: z.string().nullable(),
    createdAt: timestamp,
    answeredAt: timestamp.nullable(),
  })
  .meta({ id: 'OrderRequest' });
export type OrderRequestDto = z.infer<typeof OrderRequestSchema>;

/** What a customer follows of their filing, added to their order detail and the staff's. */
export const OrderFulfilmentSchema = z.object({
  phaseTimeline: z.array(PhaseStepSchema),
  estimatedCompletion: CompletionEstimateSchema.nullable(),
  requests: z.array(OrderRequestSchema),
});
export type OrderFulfilmentDto = z.infer<typeof OrderFulfilmentSchema>;

/** A ‘YYYY-MM-DD’ day, not after today (UTC, with a day's grace for the agency's own time zone). */
const pastDay = z.iso
  .date({ error: 'Submitted on must be a date (YYYY-MM-DD).' })
  .refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + 24 * 60 * 60 * 1000, 'Submitted on cannot be in the future.');

const STAFF_TARGETS = [
  'in_review',
  'submitted',
  'approved',
  'rejected',
  'documents_delivered',
  'completed',
] as const satisfies readonly FulfilmentPhase[];

/**
 * A staff member moves a filing on. A submission records where and when it went in and the
 * agency's reference; a rejection records why, which the customer is told.
 */
export const PhaseMoveRequestSchema = z
  .object({
    to: z.enum(STAFF_TARGETS, { error: `Move to one of ${STAFF_TARGETS.join(', ')}.` }),
    agency: optionalText('Agency', 200),
    confirmationNumber: optionalText('Confirmation or tracking number', 100),
    submittedOn: pastDay.optional(),
    reason: optionalText('Reason', 2000),
    note: optionalText('Note', 500),
  })
  .superRefine((b, ctx) => {
    if (b.to === 'submitted') {
      if (!b.agency) ctx.addIssue({ code: 'custom', path: ['agency'], message: 'Agency is required to record a submission.' });
      if (!b.confirmationNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmationNumber'],
          message: 'Confirmation or tracking number is required to record a submission.',
        });
      if (!b.submittedOn)
        ctx.addIssue({ code: 'custom', path: ['submittedOn'], message: 'Submitted on is required to record a submission.' });
    }
    if (b.to === 'rejected' && !b.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Reason is required: the customer is told why the agency rejected the filing.',
      });
  })
  .meta({ id: 'PhaseMoveRequest' });
export type PhaseMoveRequest = z.infer<typeof PhaseMoveRequestSchema>;

export const PhaseMoveResponseSchema = envelope(z.object({ from: FulfilmentPhaseSchema.nullable(), to: FulfilmentPhaseSchema })).meta({
  id: 'PhaseMoveResponse',
});

/** Free text a person writes to the other side: trimmed, within a length, storable. */
const writing = (label: string, max: number) => text(label, max).refine(isStorableText, unstorableTextMessage(label));

export const MESSAGE_MAX = 5000;

export const RequestCreateSchema = z
  .object({ kind: z.enum(REQUEST_KINDS, { error: `Kind must be one of ${REQUEST_KINDS.join(', ')}.` }), message: writing('Message', 2000) })
  .meta({ id: 'RequestCreate' });
export type RequestCreate = z.infer<typeof RequestCreateSchema>;

export const RequestAnswerSchema = z
  .object({ answer: writing('Answer', MESSAGE_MAX), documentId: uuid('Document not found').optional() })
  .meta({ id: 'RequestAnswer' });
export type RequestAnswer = z.infer<typeof RequestAnswerSchema>;

export const RequestParamsSchema = z.object({ id: uuid('Order not found'), requestId: uuid('Request not found') });
export const RequestResponseSchema = envelope(OrderRequestSchema).meta({ id: 'RequestResponse' });

export const MessageCreateSchema = z
  .object({ body: writing('Message', MESSAGE_MAX), documentId: uuid('Document not found').optional() })
  .meta({ id: 'MessageCreate' });
export type MessageCreate = z.infer<typeof MessageCreateSchema>;

export const OrderMessageSchema = z
  .object({
    id: z.string(),
    fromCustomer: z.boolean(),
    /** `Filebridge team` to the customer; the staff member's address to staff. */
    author: z.string(),
    body: z.string(),
    documentId: z.string().nullable(),
    createdAt: timestamp,
    readAt: timestamp.nullable(),
  })
  .meta({ id: 'OrderMessage' });
export type OrderMessageDto = z.infer<typeof OrderMessageSchema>;

export const MessageThreadResponseSchema = envelope(z.array(OrderMessageSchema)).meta({ id: 'MessageThread' });
export const MessageResponseSchema = envelope(OrderMessageSchema).meta({ id: 'MessageResponse' });
