import { z } from 'zod';
import { envelope } from '../schemas/common';
import { uuid } from '../schemas/fields';

/** One signed-in device of the account, as the devices page lists it. */
export const SessionSchema = z
  .object({
    id: z.string(),
    device: z.string(),
    place: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof SessionSchema>;

export const SessionListSchema = envelope(z.array(SessionSchema)).meta({ id: 'SessionList' });

export const SessionParamsSchema = z.object({ id: uuid('Session not found.') });
