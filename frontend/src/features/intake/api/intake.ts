import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys, type ApiData } from '../../../lib/api';

/** GET /api/my/orders/:id/intake: the order's form, the saved draft (tax ids masked) and a start from last time. */
export type MyIntake = ApiData<'myIntake'>;
export type AdminIntake = ApiData<'adminIntake'>;
export type IntakeValues = Record<string, unknown>;

/** Kept under the order's own keys, so refreshing or forgetting an order takes its intake with it. */
export const intakeKeys = {
  mine: (orderId: string) => [...queryKeys.my.order(orderId), 'intake'] as const,
  admin: (orderId: string) => [...queryKeys.admin.order(orderId), 'intake'] as const,
};

export const myIntakeQuery = (orderId: string) =>
  queryOptions({
    queryKey: intakeKeys.mine(orderId),
    queryFn: ({ signal }) => callApi('myIntake', { params: { id: orderId }, signal }).then((body) => body.data),
  });

export const adminIntakeQuery = (orderId: string) =>
  queryOptions({
    queryKey: intakeKeys.admin(orderId),
    queryFn: ({ signal }) => callApi('adminIntake', { params: { id: orderId }, signal }).then((body) => body.data),
  });

export const saveIntakeDraft = (orderId: string, values: IntakeValues) =>
  callApi('saveMyIntake', { params: { id: orderId }, body: { values } }).then((body) => body.data);

export const submitIntake = (orderId: string, values: IntakeValues) =>
  callApi('submitMyIntake', { params: { id: orderId }, body: { values } }).then((body) => body.data);

export const revealIntakeValue = (orderId: string, field: string) =>
  callApi('adminRevealIntake', { params: { id: orderId }, body: { field } }).then((body) => body.data);
