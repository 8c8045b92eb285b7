import type { StripeErrorBody } from './stripe-types';

/** A Stripe API error: the HTTP status decides which error class the SDK raises (402 → StripeCardError, 400 → StripeInvalidRequestError…). */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, extra: Partial<StripeErrorBody> = {}): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function resourceMissing(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

export function unexpectedState(message: string): StripeApiError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state' });
}

/** Stripe answers authentication failures with type invalid_request_error and status 401. */
export function authenticationFailed(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
}
