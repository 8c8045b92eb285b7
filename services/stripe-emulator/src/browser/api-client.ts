/* istanbul ignore file -- the served script embeds these functions' source; coverage counters would break it */
/**
 * How the stand-in talks to the emulator's API, as Stripe.js talks to Stripe's: form-encoded
 * requests authorised by the publishable key, Stripe's error object on failure.
 */
import type { ApiResult, StripeJsError } from './types';

/** Stripe's bracket notation for nested parameters: `payment_method_data[card][number]=4242…`. */
export function encodeParams(value: unknown, prefix = '', pairs: string[] = []): string[] {
  if (value === undefined || value === null) return pairs;
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) encodeParams(item, prefix ? `${prefix}[${key}]` : key, pairs);
  } else {
    pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
  }
  return pairs;
}

export function callApi(
  apiOrigin: string,
  publishableKey: string,
  method: 'GET' | 'POST',
  path: string,
  params: object,
): Promise<ApiResult> {
  const query = encodeParams(params).join('&');
  const url = apiOrigin + path + (method === 'GET' && query ? `?${query}` : '');
  return fetch(url, {
    method,
    headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: method === 'POST' ? query : undefined,
  }).then(
    (response) =>
      response.json().then((body: { error?: StripeJsError } & Record<string, unknown>): ApiResult => {
        if (response.ok) return { body };
        return { error: body?.error ?? { type: 'api_error', message: 'Unexpected response from the Stripe emulator.' } };
      }),
    (): ApiResult => ({ error: { type: 'api_connection_error', message: `Could not connect to the Stripe emulator at ${apiOrigin}.` } }),
  );
}

export function unsupported(name: string): Promise<{ error: StripeJsError }> {
  return Promise.resolve({
    error: { type: 'invalid_request_error', code: 'emulator_unsupported', message: `${name} is not supported by the Stripe emulator.` },
  });
}

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`), or null for anything else. */
export function intentIdFromSecret(clientSecret: unknown): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret));
  return match ? (match[1] ?? null) : null;
}

export function invalidSecret(clientSecret: unknown): StripeJsError {
  return {
    type: 'invalid_request_error',
    code: 'invalid_client_secret',
    message: `Invalid value for clientSecret: it should be a client secret of the form pi_..._secret_..., you specified: ${String(clientSecret)}.`,
  };
}
