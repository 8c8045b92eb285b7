import { define, SIGNED_IN, WRITE_ERRORS, type EndpointDef } from '../endpoint-def';
import { OkSchema } from '../schemas/common';
import * as s from './schemas';

/** The calls that keep a customer's account safe: devices signed in, password reset, email, second factor. */
export const ACCOUNT_ENDPOINTS = {
  mySessions: define({
    method: 'GET',
    path: '/api/auth/sessions',
    audience: 'customer',
    tag: 'auth',
    summary: 'The devices signed in to the account, most recently used first',
    status: 200,
    response: s.SessionListSchema,
    errors: SIGNED_IN,
  }),
  endSession: define({
    method: 'POST',
    path: '/api/auth/sessions/:id/end',
    audience: 'customer',
    tag: 'auth',
    summary: 'Signs one device of the account out',
    params: s.SessionParamsSchema,
    status: 200,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  endOtherSessions: define({
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    audience: 'customer',
    tag: 'auth',
    summary: 'Signs every device of the account out but this one',
    status: 200,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 401],
  }),
  logoutEverywhere: define({
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    audience: 'customer',
    tag: 'auth',
    summary: 'Signs every device of the account out, this one included',
    status: 200,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 401],
  }),
} as const satisfies Record<string, EndpointDef>;
