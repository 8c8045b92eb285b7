import { FIELD_MESSAGES, SubscribeRequestSchema } from '@filebridge/contracts';

/** The address as the server would store it (trimmed, lower-cased), or what the server would say about it. */
export function checkEmail(email: string): { email: string; error?: undefined } | { error: string } {
  const result = SubscribeRequestSchema.safeParse({ email });
  if (result.success) return { email: result.data.email };
  return { error: result.error.issues[0]?.message ?? FIELD_MESSAGES.emailInvalid };
}
