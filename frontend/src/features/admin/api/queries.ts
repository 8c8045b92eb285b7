/**
 * Admin server state on the shared query client: one query per resource, keys from `queryKeys`,
 * and the mutations with what each one makes stale.
 */
import type { OrderStatus, QueueName } from '@filebridge/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { queryKeys, type ApiBody } from '../../../lib/api';
import type { OrdersApiQuery } from '../lib/orders-query';
import {
  fetchAudit,
  fetchConversation,
  fetchConversations,
  fetchOrderAudit,
  fetchStaff,
  fetchInquiries,
  fetchOrder,
  fetchOrders,
  fetchOverview,
  fetchQueues,
  fetchServices,
  fetchSubscribers,
  retryAllFailed,
  retryJob,
  transitionOrder,
  refundOrder,
  updatePackage,
  updateService,
  type AdminService,
  type ConversationQuery,
} from './admin-api';

export const QUEUE_POLL_MS = 3000;

export const adminQueries = {
  overview: () => queryOptions({ queryKey: queryKeys.admin.overview(), queryFn: ({ signal }) => fetchOverview(signal) }),
  /** The previous page stays on screen while the next one loads, so the table does not flash empty. */
  orders: (query: OrdersApiQuery) =>
    queryOptions({
      queryKey: queryKeys.admin.orderList(query),
      queryFn: ({ signal }) => fetchOrders(query, signal),
      placeholderData: keepPreviousData,
    }),
  order: (id: string) => queryOptions({ queryKey: queryKeys.admin.order(id), queryFn: ({ signal }) => fetchOrder(id, signal) }),
  /**
   * Polled every 3 s while the tab is visible, and at once when it shows again; a first load that
   * failed waits for Try again instead.
   */
  queues: () =>
    queryOptions({
      queryKey: queryKeys.admin.queues(),
      queryFn: ({ signal }) => fetchQueues(signal),
      refetchInterval: (query) => (query.state.data === undefined && query.state.error ? false : QUEUE_POLL_MS),
      refetchOnWindowFocus: 'always',
    }),
  services: () => queryOptions({ queryKey: queryKeys.admin.services(), queryFn: ({ signal }) => fetchServices(signal) }),
  subscribers: () => queryOptions({ queryKey: queryKeys.admin.subscribers(), queryFn: ({ signal }) => fetchSubscribers(signal) }),
  inquiries: () => queryOptions({ queryKey: queryKeys.admin.inquiries(), queryFn: ({ signal }) => fetchInquiries(signal) }),
  audit: (staffId?: string) =>
    queryOptions({ queryKey: queryKeys.admin.auditOf({ staffId }), queryFn: ({ signal }) => fetchAudit(staffId, signal) }),
  conversations: (query: ConversationQuery) =>
    queryOptions({
      queryKey: queryKeys.admin.conversationList(query),
      queryFn: ({ signal }) => fetchConversations(query, signal),
      placeholderData: keepPreviousData,
    }),
  conversation: (id: string) =>
    queryOptions({ queryKey: queryKeys.admin.conversation(id), queryFn: ({ signal }) => fetchConversation(id, signal) }),
  orderAudit: (id: string) =>
    queryOptions({ queryKey: queryKeys.admin.auditOf({ orderId: id }), queryFn: ({ signal }) => fetchOrderAudit(id, signal) }),
  staff: () => queryOptions({ queryKey: queryKeys.admin.staff(), queryFn: ({ signal }) => fetchStaff(signal) }),
};

/** A change to the staff answers the member; the list and the audit log are stale. */
export function useStaffChange<V, R>(change: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.audit() }),
      ]),
  });
}

export interface Resource<T> {
  data: T | undefined;
  /** The last load's error; a failed reload keeps the data beside it. */
  error: unknown;
  /** True while a request is in flight (the previous data stays visible). */
  loading: boolean;
  /** Time of the last successful load (ms since epoch). */
  loadedAt: number | null;
  reload: () => void;
}

/** One admin resource as its screen reads it. */
export function useResource<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): Resource<T> {
  const query = useQuery(options);
  return {
    data: query.data,
    error: query.error,
    loading: query.isFetching,
    loadedAt: query.dataUpdatedAt || null,
    reload: () => void query.refetch(),
  };
}

/** A refund sent to Stripe shows on the order at once (as on its way) and in the audit log. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, amount }: { id: string; reason: string; amount?: number }) => refundOrder(id, reason, amount),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.orders() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.audit() }),
      ]),
  });
}

/** A manual transition changes the order, its lists, the overview's figures and the audit log. */
export function useTransitionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to, note }: { id: string; to: OrderStatus; note?: string }) => transitionOrder(id, to, note),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.orders() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.overview() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.audit() }),
      ]),
  });
}

/**
 * A catalog change answers the whole service: it replaces the cached one at once; the audit log and
 * the public copies of the service are stale.
 */
function useCatalogChange<V>(change: (vars: V) => Promise<AdminService>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (next) => {
      client.setQueryData<AdminService[]>(queryKeys.admin.services(), (list) =>
        list?.map((s) => (s.id === next.id ? { ...s, ...next } : s)),
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.audit() }),
        client.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]);
    },
  });
}

export const useUpdateService = () =>
  useCatalogChange(({ id, body }: { id: string; body: ApiBody<'adminUpdateService'> }) => updateService(id, body));

export const useUpdatePackage = () =>
  useCatalogChange(({ id, body }: { id: string; body: ApiBody<'adminUpdatePackage'> }) => updatePackage(id, body));

/**
 * A retry moves jobs between states, and a refused one may mean they moved already: either way the
 * queues refresh at once instead of on the next poll.
 */
export function useRetryJobs() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: queryKeys.admin.queues() });
  const one = useMutation({
    mutationFn: ({ queue, jobId, confirm }: { queue: QueueName; jobId: string; confirm?: boolean }) => retryJob(queue, jobId, confirm),
    onSettled,
  });
  const all = useMutation({ mutationFn: (queue: QueueName) => retryAllFailed(queue), onSettled });
  return { retryJob: one.mutateAsync, retryAllFailed: all.mutateAsync };
}

/** A reply, an assignment or a status change: the conversation, the inbox's lists and counts, and the audit log are stale. */
export function useConversationChange<V, R>(change: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.conversations() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.audit() }),
      ]),
  });
}
