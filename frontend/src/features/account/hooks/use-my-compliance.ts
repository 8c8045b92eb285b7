import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { getMyCompliance, type MyCompliance } from '../api/compliance';
import type { LoadStatus } from './use-my-orders';

/** The customer's compliance calendar, loaded once per visit (and again on retry). */
export function useMyCompliance() {
  const [state, setState] = useState<{ status: LoadStatus; orders: MyCompliance; error: string | null }>({
    status: 'loading',
    orders: [],
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', error: null }));
    getMyCompliance(controller.signal)
      .then((body) => !controller.signal.aborted && setState({ status: 'success', orders: body.data, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', orders: [], error: errorMessage(error, 'We could not load your compliance dates.') });
      });
    return () => controller.abort();
  }, [attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
