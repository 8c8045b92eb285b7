/**
 * The admin calls, one small typed function each. All go through the one API client
 * with `auth: 'admin'`. A 401 means the admin token is gone or revoked (e.g. logged out in another
 * tab): the admin session is cleared, and the guard sends the browser to /admin/login.
 */
import type { OrderStatus, QueueName } from '@filebridge/contracts';
import { toast } from 'sonner';
import { api, isApiError } from '../../../lib/api-client';
import { useAdminStore } from '../../../stores/admin-store';
import type {
  AdminLoginResponse,
  AdminOrderDetail,
  AdminService,
  AuditEntry,
  Envelope,
  Inquiry,
  OrderPage,
  Overview,
  PackagePatch,
  QueueSnapshot,
  ServicePatch,
  Subscriber,
  TransitionResult,
} from './types';
import type { OrdersApiQuery } from '../lib/orders-query';

export const SESSION_ENDED_MESSAGE = 'Your admin session has ended. Please sign in again.';

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

const get = <T>(path: string, options: { signal?: AbortSignal; query?: Record<string, string | number | undefined> } = {}) =>
  guarded(api.get<Envelope<T>>(path, { ...options, auth: 'admin' })).then((r) => r.data);
const post = <T>(path: string, body?: unknown) => guarded(api.post<Envelope<T>>(path, body, { auth: 'admin' }));
const patch = <T>(path: string, body: unknown) => guarded(api.patch<Envelope<T>>(path, body, { auth: 'admin' })).then((r) => r.data);

export function adminLogin(body: { email: string; password: string }) {
  return api.post<AdminLoginResponse>('/api/admin/auth/login', body);
}

export function adminLogout() {
  return api.post<{ success: true }>('/api/admin/auth/logout', undefined, { auth: 'admin' });
}

export const fetchOverview = (signal?: AbortSignal) => get<Overview>('/api/admin/overview', { signal });

export const fetchOrders = (query: OrdersApiQuery, signal?: AbortSignal) =>
  get<OrderPage>('/api/admin/orders', { signal, query: { ...query } });

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  get<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });

export const transitionOrder = (id: string, to: OrderStatus, note?: string) =>
  post<TransitionResult>(`/api/admin/orders/${encodeURIComponent(id)}/transition`, note ? { to, note } : { to }).then((r) => r.data);

export const fetchQueues = (signal?: AbortSignal) => get<QueueSnapshot[]>('/api/admin/queues', { signal });

/** `confirm` is required (else 409) to send again a mail that may already have been sent. */
export const retryJob = (queue: QueueName, jobId: string, confirm = false) =>
  post<unknown>(
    `/api/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`,
    confirm ? { confirm } : undefined,
  );

/** Leaves out (and counts as skipped) the jobs whose mail may already have been sent. */
export const retryAllFailed = (queue: QueueName) =>
  post<{ retried: number; skipped: number }>(`/api/admin/queues/${encodeURIComponent(queue)}/retry-failed`).then((r) => r.data);

export const fetchServices = (signal?: AbortSignal) => get<AdminService[]>('/api/admin/services', { signal });

export const updateService = (id: string, body: ServicePatch) => patch<AdminService>(`/api/admin/services/${encodeURIComponent(id)}`, body);

export const updatePackage = (id: string, body: PackagePatch) => patch<AdminService>(`/api/admin/packages/${encodeURIComponent(id)}`, body);

export const fetchSubscribers = (signal?: AbortSignal) => get<Subscriber[]>('/api/admin/subscribers', { signal });

export const fetchInquiries = (signal?: AbortSignal) => get<Inquiry[]>('/api/admin/inquiries', { signal });

export const fetchAudit = (signal?: AbortSignal) => get<AuditEntry[]>('/api/admin/audit', { signal });

export type CsvExport = 'subscribers' | 'inquiries';

/**
 * Fetches a CSV export with the admin bearer (a plain link could not send it) and returns it as a
 * Blob with the file name to save it under.
 */
export async function fetchCsv(kind: CsvExport): Promise<{ blob: Blob; filename: string }> {
  const text = await guarded(
    api.get<string>(`/api/admin/${kind}`, { auth: 'admin', query: { format: 'csv' }, headers: { Accept: 'text/csv' } }),
  );
  const day = new Date().toISOString().slice(0, 10);
  return {
    blob: new Blob([typeof text === 'string' ? text : ''], { type: 'text/csv;charset=utf-8' }),
    filename: `filebridge-${kind}-${day}.csv`,
  };
}
