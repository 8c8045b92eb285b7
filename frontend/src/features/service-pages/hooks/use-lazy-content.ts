import { useCallback, useEffect, useState } from 'react';

export type LazyContentState<T> =
  | { status: 'loading'; content: null; error: null }
  | { status: 'ready'; content: T; error: null }
  | { status: 'error'; content: null; error: Error };

export type LazyContentResult<T> = LazyContentState<T> & { retry: () => void };

/** Loaded copy modules, kept for the session so going back to a page renders at once. */
const loaded = new Map<string, unknown>();

function initial<T>(key: string): LazyContentState<T> {
  return loaded.has(key)
    ? { status: 'ready', content: loaded.get(key) as T, error: null }
    : { status: 'loading', content: null, error: null };
}

/** Loads a page's copy before its first render (pre-rendering and hydration), which then renders it ready. */
export async function preloadLazyContent<T>(key: string, load: () => Promise<{ default: T }>): Promise<void> {
  if (!loaded.has(key)) loaded.set(key, (await load()).default);
}

/**
 * Loads a page's copy chunk (`() => import('./content/...')`) once per key. The key is the page's
 * path-like id ("business/llc-formation"), so switching pages never shows the previous copy.
 */
export function useLazyContent<T>(key: string, load: () => Promise<{ default: T }>): LazyContentResult<T> {
  const [state, setState] = useState<{ key: string; value: LazyContentState<T> }>(() => ({ key, value: initial<T>(key) }));
  const [attempt, setAttempt] = useState(0);

  // A new key resets during render, so the previous page's copy never flashes.
  if (state.key !== key) setState({ key, value: initial<T>(key) });

  useEffect(() => {
    if (loaded.has(key)) return;
    let cancelled = false;
    load().then(
      (module) => {
        loaded.set(key, module.default);
        if (!cancelled) setState({ key, value: { status: 'ready', content: module.default, error: null } });
      },
      (error: unknown) => {
        if (cancelled) return;
        const reason = error instanceof Error ? error : new Error(String(error));
        setState({ key, value: { status: 'error', content: null, error: reason } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is fixed per key (a module-level import function); `attempt` re-runs after retry().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ key, value: { status: 'loading', content: null, error: null } });
    setAttempt((n) => n + 1);
  }, [key]);

  const value = state.key === key ? state.value : initial<T>(key);
  return { ...value, retry };
}
