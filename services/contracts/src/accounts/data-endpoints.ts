import { define, SIGNED_IN, WRITE_ERRORS, type EndpointDef } from '../endpoint-def';
import { OkSchema } from '../schemas/common';
import * as s from './data-schemas';

/** The account holder's own data: a copy of everything we hold about them, and closing the account. */
export const ACCOUNT_DATA_ENDPOINTS = {
  myData: define({
    method: 'GET',
    path: '/api/my/data',
    audience: 'customer',
    tag: 'auth',
    summary:
      'Everything held about the account, as JSON: profile, orders, filing answers (tax ids as their last four digits), messages, documents, devices and subscriptions; for a verified address only',
    status: 200,
    response: s.MyDataSchema,
    errors: SIGNED_IN,
  }),
  myDocumentsZip: define({
    method: 'GET',
    path: '/api/my/data/documents.zip',
    audience: 'customer',
    tag: 'auth',
    summary: "A ZIP of every document of the account's orders, one folder per order; for a verified address only",
    status: 200,
    response: { mediaType: 'application/zip', description: 'The documents, one folder per order number' },
    errors: SIGNED_IN,
  }),
  closeAccount: define({
    method: 'POST',
    path: '/api/my/account/close',
    audience: 'customer',
    tag: 'auth',
    summary:
      'Closes the account for good: personal data erased, only what tax and filing law require kept (RETAINED_AFTER_CLOSURE); refused with 409 while a paid order is in progress',
    body: s.CloseAccountSchema,
    status: 200,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 401, 409],
  }),
} as const satisfies Record<string, EndpointDef>;
