/**
 * The admin calls, one small typed function each, all through the typed API client (the admin
 * bearer comes with the endpoints' audience). A 401 means the admin token is gone or revoked (e.g.
 * logged out in another tab): the admin session is cleared, and the guard sends the browser to
 * /admin/login.
 */
import type { OrderStatus, QueueName } from '@filebridge/contracts';
import { toast } from '../../../lib/toast';
import { callApi, isApiError, pathOf, request, type ApiBody, type ApiData, type ApiQuery } from '../../../lib/api';
import { useAdminStore } from '../../../stores/admin-store';
import type { OrdersApiQuery } from '../lib/orders-query';

export const SESSION_ENDED_MESSAGE = 'Your admin session has ended. Please sign in again.';

export type AdminService = ApiData<'adminServices'>[number];
export type OrderPage = ApiData<'adminOrders'>;
export type AdminOrderSummary = OrderPage['items'][number];
export type AdminOrderDetail = ApiData<'adminOrder'>;
export type QueueSnapshot = ApiData<'adminQueues'>[number];
export type Inquiry = ApiData<'adminInquiries'>[number];
export type Overview = ApiData<'adminOverview'>;
export type AuditEntry = ApiData<'adminAudit'>[number];
export type ConversationList = ApiData<'adminConversations'>;
export type ConversationQuery = ApiQuery<'adminConversations'>;
export type StaffThread = ApiData<'adminConversation'>;
export type StaffList = ApiData<'adminStaff'>;
export type StaffMember = StaffList['members'][number];
export type StaffEnrolment = ApiData<'adminEnrolSecondFactor'>;

async function guarded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401 && useAdminStore.getState().admin) {
      useAdminStore.getState().logout();
      toast.error(SESSION_ENDED_MESSAGE, { id: 'admin-session-ended' });
    }
    throw error;
  }
}

const data = <T>(call: Promise<{ data: T }>) => guarded(call).then((r) => r.data);

export function adminLogin(body: ApiBody<'adminLogin'>) {
  return callApi('adminLogin', { body });
}

/** The second step of a staff sign-in: a code from the app or a recovery code. */
export function adminLoginSecondFactor(body: ApiBody<'adminLoginSecondFactor'>) {
  return callApi('adminLoginSecondFactor', { body });
}

export const fetchAdminMe = () => guarded(callApi('adminMe')).then((r) => r.admin);

export const enrolStaffSecondFactor = (password: string) => data(callApi('adminEnrolSecondFactor', { body: { password } }));

export const confirmStaffSecondFactor = (code: string) =>
  data(callApi('adminConfirmSecondFactor', { body: { code } })).then((d) => d.recoveryCodes);

export const lookupStaffInvite = (token: string) => callApi('staffInvite', { body: { token } }).then((r) => r.data);

export const acceptStaffInvite = (body: ApiBody<'acceptStaffInvite'>) => callApi('acceptStaffInvite', { body });

export const fetchStaff = (signal?: AbortSignal) => data(callApi('adminStaff', { signal }));

export const inviteStaff = (body: ApiBody<'adminInviteStaff'>) => data(callApi('adminInviteStaff', { body }));

export const changeStaffRole = (id: string, role: StaffMember['role']) =>
  data(callApi('adminChangeStaffRole', { params: { id }, body: { role } }));

export const deactivateStaff = (id: string) => data(callApi('adminDeactivateStaff', { params: { id } }));

export const resetStaffSecondFactor = (id: string) => data(callApi('adminResetStaffSecondFactor', { params: { id } }));

export const fetchOrderAudit = (id: string, signal?: AbortSignal) => data(callApi('adminOrderAudit', { params: { id }, signal }));

export function adminLogout() {
  return callApi('adminLogout');
}

export const fetchOverview = (signal?: AbortSignal) => data(callApi('adminOverview', { signal }));

export const fetchOrders = (query: OrdersApiQuery, signal?: AbortSignal) => data(callApi('adminOrders', { query, signal }));

export const fetchOrder = (id: string, signal?: AbortSignal) => data(callApi('adminOrder', { params: { id }, signal }));

export const transitionOrder = (id: string, to: OrderStatus, note?: string) =>
  data(callApi('adminTransition', { params: { id }, body: note ? { to, note } : { to } }));

/** Refunds at Stripe: `amount` in dollars, the whole refundable amount when absent. */
export const refundOrder = (id: string, reason: string, amount?: number) =>
  data(callApi('adminRefund', { params: { id }, body: amount === undefined ? { reason } : { reason, amount } }));

export const fetchQueues = (signal?: AbortSignal) => data(callApi('adminQueues', { signal }));

/** `confirm` is required (else 409) to send again a mail that may already have been sent. */
export const retryJob = (queue: QueueName, jobId: string, confirm = false) =>
  guarded(callApi('adminRetryJob', { params: { queue, jobId }, body: confirm ? { confirm } : undefined }));

/** Leaves out (and counts as skipped) the jobs whose mail may already have been sent. */
export const retryAllFailed = (queue: QueueName) => data(callApi('adminRetryAll', { params: { queue } }));

export const fetchServices = (signal?: AbortSignal) => data(callApi('adminServices', { signal }));

export const updateService = (id: string, body: ApiBody<'adminUpdateService'>) =>
  data(callApi('adminUpdateService', { params: { id }, body }));

export const updatePackage = (id: string, body: ApiBody<'adminUpdatePackage'>) =>
  data(callApi('adminUpdatePackage', { params: { id }, body }));

export const fetchSubscribers = (signal?: AbortSignal) => data(callApi('adminSubscribers', { signal }));

export const fetchInquiries = (signal?: AbortSignal) => data(callApi('adminInquiries', { signal }));

export const fetchAudit = (staffId?: string, signal?: AbortSignal) =>
  data(callApi('adminAudit', { query: staffId ? { staffId } : {}, signal }));

export const fetchConversations = (query: ConversationQuery, signal?: AbortSignal) =>
  data(callApi('adminConversations', { query, signal }));

export const fetchConversation = (id: string, signal?: AbortSignal) => data(callApi('adminConversation', { params: { id }, signal }));

export const replyToConversation = (id: string, body: string) =>
  data(callApi('adminConversationReply', { params: { id }, body: { body } }));

/** `null` leaves the conversation with nobody; taking it is naming oneself. */
export const assignConversation = (id: string, assigneeId: string | null) =>
  data(callApi('adminConversationAssign', { params: { id }, body: { assigneeId } }));

export const setConversationStatus = (id: string, status: ApiBody<'adminConversationStatus'>['status']) =>
  data(callApi('adminConversationStatus', { params: { id }, body: { status } }));

export type CsvExport = 'subscribers' | 'inquiries';
const CSV_ENDPOINTS = { subscribers: 'adminSubscribers', inquiries: 'adminInquiries' } as const;

/**
 * Fetches a CSV export with the admin bearer (a plain link could not send it) and returns it as a
 * Blob with the file name to save it under. The CSV form of the answer is not JSON, so it goes
 * through the untyped request with the endpoint's path.
 */
export async function fetchCsv(kind: CsvExport): Promise<{ blob: Blob; filename: string }> {
  const text = await guarded(
    request<unknown>('GET', pathOf(CSV_ENDPOINTS[kind]), undefined, {
      auth: 'admin',
      query: { format: 'csv' },
      headers: { Accept: 'text/csv' },
    }),
  );
  const day = new Date().toISOString().slice(0, 10);
  return {
    blob: new Blob([typeof text === 'string' ? text : ''], { type: 'text/csv;charset=utf-8' }),
    filename: `filebridge-${kind}-${day}.csv`,
  };
}

export type WorkQueuePage = ApiData<'adminWorkQueue'>;
export type WorkQueueRow = WorkQueuePage['items'][number];
export type WorkQueueFilters = NonNullable<ApiBody<'adminWorkQueueViewCreate'>>['filters'];
export type BulkResult = ApiData<'adminBulk'>;

export const fetchWorkQueue = (query: WorkQueueFilters & { after?: string; pageSize?: number }, signal?: AbortSignal) =>
  data(callApi('adminWorkQueue', { query, signal }));

export const fetchAssignees = (signal?: AbortSignal) => data(callApi('adminAssignees', { signal }));

export const fetchQueueViews = (signal?: AbortSignal) => data(callApi('adminWorkQueueViews', { signal }));

export const saveQueueView = (name: string, filters: WorkQueueFilters) =>
  data(callApi('adminWorkQueueViewCreate', { body: { name, filters } }));

export const deleteQueueView = (id: string) => guarded(callApi('adminWorkQueueViewDelete', { params: { id } }));

export const fetchOrderWork = (id: string, signal?: AbortSignal) => data(callApi('adminOrderWork', { params: { id }, signal }));

export const addOrderNote = (id: string, body: string) => data(callApi('adminOrderNoteCreate', { params: { id }, body: { body } }));

export const takeOrder = (id: string) => data(callApi('adminOrderTake', { params: { id } }));

export const runBulk = (body: ApiBody<'adminBulk'>) => data(callApi('adminBulk', { body }));

export const runBulkRequests = (body: ApiBody<'adminBulkRequests'>) => data(callApi('adminBulkRequests', { body }));

/** A filtered list as CSV, streamed by the server; `orders` takes the orders list's filters, `work-queue` the queue's. */
export async function fetchListCsv(
  list: 'orders' | 'work-queue',
  query: Record<string, string>,
): Promise<{ blob: Blob; filename: string }> {
  const text = await guarded(
    request<unknown>('GET', pathOf(list === 'orders' ? 'adminOrdersExport' : 'adminWorkQueueExport'), undefined, {
      auth: 'admin',
      query,
      headers: { Accept: 'text/csv' },
    }),
  );
  return {
    blob: new Blob([typeof text === 'string' ? text : ''], { type: 'text/csv;charset=utf-8' }),
    filename: `filebridge-${list}-${new Date().toISOString().slice(0, 10)}.csv`,
  };
}
