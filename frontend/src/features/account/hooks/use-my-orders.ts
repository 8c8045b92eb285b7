import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { FINAL_STATUSES, getMyOrder, listMyOrders, type MyOrderDetail, type MyOrderSummary } from '../api/account';

export type LoadStatus = 'loading' | 'success' | 'error';

/** Polls while `active`: `tick` runs every `intervalMs`, skipped while the tab is hidden, and at once when it shows again. */
function usePolling(tick: () => void, intervalMs: number, active: boolean) {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    if (!active) return;
    const run = () => {
      if (document.visibilityState !== 'hidden') tickRef.current();
    };
    const timer = window.setInterval(run, intervalMs);
    const onVisible = () => document.visibilityState === 'visible' && tickRef.current();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs, active]);
}

/** GET /api/my/orders, refreshed every 5 s while an order is between payment and work starting. */
export function useMyOrders() {
  const [state, setState] = useState<{ status: LoadStatus; orders: MyOrderSummary[]; error: string | null }>({
    status: 'loading',
    orders: [],
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async (signal?: AbortSignal, quiet = false) => {
    if (!quiet) setState((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const body = await listMyOrders(signal);
      if (signal?.aborted) return;
      setState({ status: 'success', orders: body.data?.items ?? [], error: null });
    } catch (error) {
      if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
      // A failed background refresh keeps the list on screen.
      if (quiet) return;
      setState({ status: 'error', orders: [], error: errorMessage(error, 'We could not load your orders.') });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, attempt]);

  const settling = state.orders.some((o) => o.status === 'paid');
  usePolling(() => void load(undefined, true), 5000, state.status === 'success' && settling);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

export const ORDER_POLL_MS = 3000;

/**
 * GET /api/my/orders/:id, polled every 3 s while the status is not final (completed, refunded,
 * expired), so the timeline moves (Paid → In progress → Completed) without a reload.
 */
export function useMyOrder(orderId: string) {
  const [state, setState] = useState<{
    status: LoadStatus;
    order: MyOrderDetail | null;
    error: string | null;
    notFound: boolean;
    updatedAt: Date | null;
  }>({
    status: 'loading',
    order: null,
    error: null,
    notFound: false,
    updatedAt: null,
  });
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);

  const load = useCallback(
    async (signal?: AbortSignal, quiet = false) => {
      if (inFlight.current && quiet) return;
      inFlight.current = true;
      if (!quiet) setState((s) => ({ ...s, status: 'loading', error: null, notFound: false }));
      try {
        const body = await getMyOrder(orderId, signal);
        if (signal?.aborted) return;
        setState({ status: 'success', order: body.data, error: null, notFound: false, updatedAt: new Date() });
      } catch (error) {
        if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        if (quiet) return;
        const notFound = isApiError(error) && error.status === 404;
        setState({
          status: 'error',
          order: null,
          error: notFound ? 'Order not found' : errorMessage(error, 'We could not load this order.'),
          notFound,
          updatedAt: null,
        });
      } finally {
        inFlight.current = false;
      }
    },
    [orderId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, attempt]);

  const live = state.status === 'success' && state.order !== null && !FINAL_STATUSES.has(state.order.status);
  usePolling(() => void load(undefined, true), ORDER_POLL_MS, live);

  return { ...state, live, retry: () => setAttempt((n) => n + 1) };
}
