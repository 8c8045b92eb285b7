import { z } from 'zod';

/** Every error the API answers: a sentence for a person, a stable code for a program. */
export const ApiErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** One problem with the input, where `path` names the field (`businessInfo.state`). */
export const FieldIssueSchema = z.object({ path: z.string(), message: z.string() }).meta({ id: 'FieldIssue' });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

export const ValidationErrorSchema = ApiErrorSchema.extend({
  code: z.literal('validation_failed'),
  details: z.array(FieldIssueSchema),
}).meta({ id: 'ValidationError' });

/** `{ success: true, data }`, the envelope of most answers. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const OkSchema = z.object({ success: z.literal(true) }).meta({ id: 'Ok' });

/** `{ success: true, message }`, for calls whose answer is a sentence to show. */
export const MessageSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'Message' });
