import { z } from 'zod';
import { envelope } from '../schemas/common';
import { text, timestamp, uuid } from '../schemas/fields';
import { FulfilmentPhaseSchema } from '../fulfilment/schemas';
import { OrderStatusSchema } from '../schemas/orders';
import { isStorableText, unstorableTextMessage } from '../storable-text';
import { CONVERSATION_SCOPES, CONVERSATION_STATUSES } from './conversations';

export const CONVERSATION_MESSAGE_MAX = 5000;

export const ConversationStatusSchema = z.enum(CONVERSATION_STATUSES, {
  error: `Status must be one of ${CONVERSATION_STATUSES.join(', ')}.`,
});

export const ConversationIdParamsSchema = z.object({ id: uuid('Conversation not found') });

/** The signed link of a reply mail: the conversation's id in base64url, a dot, its signature. */
export const ConversationLinkParamsSchema = z.object({
  token: z
    .string({ error: 'This link is not valid.' })
    .max(200, 'This link is not valid.')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This link is not valid.'),
});

export const ConversationMessageCreateSchema = z
  .object({
    body: text('Message', CONVERSATION_MESSAGE_MAX).refine(isStorableText, unstorableTextMessage('Message')),
  })
  .meta({ id: 'ConversationMessageCreate' });
export type ConversationMessageCreate = z.infer<typeof ConversationMessageCreateSchema>;

export const ConversationListQuerySchema = z.object({
  status: ConversationStatusSchema.optional(),
  scope: z.enum(CONVERSATION_SCOPES, { error: `Scope must be one of ${CONVERSATION_SCOPES.join(', ')}.` }).default('all'),
});

export const ConversationStatusRequestSchema = z.object({ status: ConversationStatusSchema }).meta({ id: 'ConversationStatusRequest' });

/** `null` leaves the conversation with nobody. */
export const ConversationAssignRequestSchema = z
  .object({ assigneeId: uuid('Staff member not found').nullable() })
  .meta({ id: 'ConversationAssignRequest' });

export const ConversationMessageSchema = z
  .object({
    id: z.string(),
    fromSender: z.boolean(),
    /** `Filebridge team` to the sender; the staff member's address to staff; the sender's name. */
    author: z.string(),
    body: z.string(),
    createdAt: timestamp,
    readAt: timestamp.nullable(),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessageDto = z.infer<typeof ConversationMessageSchema>;

const summaryFields = {
  id: z.string(),
  /** Quoted in mails and shown to both sides: `CV-1001`. */
  reference: z.string(),
  topic: z.string(),
  status: ConversationStatusSchema,
  createdAt: timestamp,
  lastMessageAt: timestamp,
};

/** What a sender sees of their conversation. */
export const SenderConversationSchema = z
  .object({ ...summaryFields, unread: z.number().int().describe("The team's messages the sender has not read") })
  .meta({ id: 'SenderConversation' });
export type SenderConversation = z.infer<typeof SenderConversationSchema>;

export const SenderThreadSchema = z
  .object({ conversation: SenderConversationSchema, messages: z.array(ConversationMessageSchema) })
  .meta({ id: 'SenderThread' });
export type SenderThread = z.infer<typeof SenderThreadSchema>;

export const StaffConversationSchema = z
  .object({
    ...summaryFields,
    name: z.string(),
    email: z.string(),
    assignee: z.object({ id: z.string(), email: z.string() }).nullable(),
    unread: z.number().int().describe("The sender's messages no staff member has opened"),
    /** Whether the sender's address is a customer account's, verified by its owner. */
    customer: z.boolean(),
  })
  .meta({ id: 'StaffConversation' });
export type StaffConversation = z.infer<typeof StaffConversationSchema>;

export const ConversationCountsSchema = z
  .object({
    open: z.number().int(),
    waiting: z.number().int(),
    closed: z.number().int(),
    mine: z.number().int(),
    unassigned: z.number().int(),
    unread: z.number().int().describe('Conversations holding a message of the sender no staff member has opened'),
  })
  .meta({ id: 'ConversationCounts' });

export const StaffConversationListSchema = z
  .object({ items: z.array(StaffConversationSchema), counts: ConversationCountsSchema })
  .meta({ id: 'StaffConversationList' });
export type StaffConversationList = z.infer<typeof StaffConversationListSchema>;

/** One of the sender's orders, when their address is a customer account's verified one. */
export const LinkedOrderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    serviceName: z.string(),
    status: OrderStatusSchema,
    phase: FulfilmentPhaseSchema.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'LinkedOrder' });
export type LinkedOrder = z.infer<typeof LinkedOrderSchema>;

export const StaffThreadSchema = z
  .object({ conversation: StaffConversationSchema, messages: z.array(ConversationMessageSchema), orders: z.array(LinkedOrderSchema) })
  .meta({ id: 'StaffThread' });
export type StaffThread = z.infer<typeof StaffThreadSchema>;

export const StaffConversationListResponseSchema = envelope(StaffConversationListSchema).meta({ id: 'StaffConversationListResponse' });
export const StaffThreadResponseSchema = envelope(StaffThreadSchema).meta({ id: 'StaffThreadResponse' });
export const StaffConversationResponseSchema = envelope(StaffConversationSchema).meta({ id: 'StaffConversationResponse' });
export const SenderConversationListResponseSchema = envelope(z.array(SenderConversationSchema)).meta({
  id: 'SenderConversationListResponse',
});
export const SenderThreadResponseSchema = envelope(SenderThreadSchema).meta({ id: 'SenderThreadResponse' });
export const ConversationMessageResponseSchema = envelope(ConversationMessageSchema).meta({ id: 'ConversationMessageResponse' });
