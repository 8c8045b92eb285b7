import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  /** True while a request is in flight (the previous data stays visible). */
  loading: boolean;
  /** Time of the last successful load (ms since epoch). */
  loadedAt: number | null;
  reload: () => Promise<void>;
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Server data for one screen(fetched per route, not kept in a global store). Loads when
 * `key` changes, aborting the previous request; keeps the last data while reloading so tables do
 * not flash empty; a failed reload keeps the data and sets `error`.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Resource<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean; loadedAt: number | null }>({
    data: undefined,
    error: null,
    loading: true,
    loadedAt: null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await loadRef.current(controller.signal);
      if (controller.signal.aborted) return;
      setState({ data, error: null, loading: false, loadedAt: Date.now() });
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      setState((s) => ({ ...s, error, loading: false }));
    }
  }, []);

  useEffect(() => {
    void run();
    return () => controllerRef.current?.abort();
  }, [key, run]);

  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);

  return { ...state, reload: run, setData };
}
