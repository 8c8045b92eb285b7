import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys, type ApiBody, type ApiData } from '../../../lib/api';

/** GET /api/my/businesses: the customer's companies and carriers, EIN masked. */
export type MyBusiness = ApiData<'myBusinesses'>[number];

export const myBusinessesQuery = () =>
  queryOptions({ queryKey: queryKeys.my.businesses(), queryFn: ({ signal }) => callApi('myBusinesses', { signal }).then((b) => b.data) });

/** PATCH /api/my/businesses/:id: the formation date due dates count from, and the state file number. */
export function updateMyBusiness(id: string, body: ApiBody<'updateMyBusiness'>) {
  return callApi('updateMyBusiness', { params: { id }, body }).then((b) => b.data);
}

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.my.reminderSettings(),
    queryFn: ({ signal }) => callApi('myReminderSettings', { signal }).then((b) => b.data),
  });

export function updateReminderSettings(body: ApiBody<'updateMyReminderSettings'>) {
  return callApi('updateMyReminderSettings', { body }).then((b) => b.data);
}

/** POST /api/my/compliance/done: this due date was filed by the customer on `doneOn`; its reminders stop. */
export function markFilingDone(body: ApiBody<'markFilingDone'>) {
  return callApi('markFilingDone', { body });
}
