import { z } from 'zod';
import { ApiErrorSchema } from './common';

export const LivenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

const check = z.object({ status: z.enum(['up', 'down']), error: z.string().optional() });

export const ReadinessSchema = z
  .object({ status: z.enum(['ready', 'unavailable']), checks: z.record(z.string(), check) })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;

/** 503: the readiness report, with the error shape's sentence naming what is down. */
export const NotReadySchema = ApiErrorSchema.extend({
  code: z.literal('unavailable'),
  status: z.literal('unavailable'),
  checks: ReadinessSchema.shape.checks,
}).meta({ id: 'NotReady' });
