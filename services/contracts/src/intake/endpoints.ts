import { define, SIGNED_IN, WRITE_ERRORS, type EndpointDef } from '../endpoint-def';
import { OrderIdParamsSchema } from '../schemas/orders';
import {
  AdminIntakeResponseSchema,
  IntakeBodySchema,
  IntakeRevealRequestSchema,
  IntakeRevealResponseSchema,
  IntakeSubmitResponseSchema,
  MyIntakeResponseSchema,
} from './api';

/** The calls that take a paid order's filing details, written once and reused for the next order of the same kind. */
export const INTAKE_ENDPOINTS = {
  myIntake: define({
    method: 'GET',
    path: '/api/my/orders/:id/intake',
    audience: 'customer',
    tag: 'account',
    summary:
      'The filing details one of the customer’s orders needs: its form, the saved draft (tax ids masked) and the details last submitted for the same kind of filing to start from',
    params: OrderIdParamsSchema,
    status: 200,
    response: MyIntakeResponseSchema,
    errors: [...SIGNED_IN, 404],
  }),
  saveMyIntake: define({
    method: 'PUT',
    path: '/api/my/orders/:id/intake',
    audience: 'customer',
    tag: 'account',
    summary: 'Saves the filing details as a draft: any field may be missing, but what is given must be right',
    params: OrderIdParamsSchema,
    body: IntakeBodySchema,
    status: 200,
    response: MyIntakeResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404, 409],
  }),
  submitMyIntake: define({
    method: 'POST',
    path: '/api/my/orders/:id/intake/submit',
    audience: 'customer',
    tag: 'account',
    summary: 'Submits the complete filing details; the order moves to review (409 unless it is waiting for them)',
    params: OrderIdParamsSchema,
    body: IntakeBodySchema,
    status: 200,
    response: IntakeSubmitResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404, 409],
  }),
  adminIntake: define({
    method: 'GET',
    path: '/api/admin/orders/:id/intake',
    audience: 'admin',
    tag: 'admin',
    summary: 'An order’s filing details, tax ids masked to their last four digits',
    params: OrderIdParamsSchema,
    status: 200,
    response: AdminIntakeResponseSchema,
    errors: [...SIGNED_IN, 404],
  }),
  adminRevealIntake: define({
    method: 'POST',
    path: '/api/admin/orders/:id/intake/reveal',
    audience: 'admin',
    tag: 'admin',
    summary: 'Shows one sealed value of an order’s filing details in clear, recorded in the audit log',
    params: OrderIdParamsSchema,
    body: IntakeRevealRequestSchema,
    status: 200,
    response: IntakeRevealResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
} as const satisfies Record<string, EndpointDef>;
