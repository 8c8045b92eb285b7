/** How long a task waits for an idle moment at most, and how long it waits where the browser never tells. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `task` when the browser is next idle (within IDLE_TIMEOUT_MS); answers a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}
