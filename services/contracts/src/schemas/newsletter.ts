import { z } from 'zod';
import { email } from './fields';

export const SubscribeRequestSchema = z.object({ email }).meta({ id: 'SubscribeRequest' });
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string({ error: 'This unsubscribe link is not valid.' }).max(1000) });

export const ConfirmQuerySchema = z.object({ token: z.string({ error: 'This confirmation link is not valid.' }).max(1000) });
