import { useEffect, useRef, useState } from 'react';

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** Whether the page is visible (Page Visibility API). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const onChange = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Calls `tick` every `intervalMs` while the page is visible and `enabled`; calls it at once when
 * the page becomes visible again. Waits for a slow tick to finish before scheduling the next, so
 * requests never pile up.
 */
export function usePolling(tick: () => Promise<unknown> | void, intervalMs: number, enabled = true): boolean {
  const visible = usePageVisible();
  const tickRef = useRef(tick);
  tickRef.current = tick;
  const active = enabled && visible;
  const wasActive = useRef(active);

  useEffect(() => {
    if (!active) {
      wasActive.current = false;
      return;
    }
    let timer: number | undefined;
    let stopped = false;
    const schedule = () => {
      timer = window.setTimeout(async () => {
        try {
          await tickRef.current();
        } finally {
          if (!stopped) schedule();
        }
      }, intervalMs);
    };
    // Coming back to the tab: refresh straight away instead of showing minutes-old numbers.
    if (!wasActive.current) void Promise.resolve(tickRef.current()).catch(() => undefined);
    wasActive.current = true;
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [active, intervalMs]);

  return active;
}
