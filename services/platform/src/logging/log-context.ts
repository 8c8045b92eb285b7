import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while handling one job says about it, so `grep <orderId>` finds the job. */
export interface LogContext {
  orderId?: string;
  correlationId?: string;
  job?: string;
  jobId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with `context` attached to every line the logger writes inside it, however deep the call. */
export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run({ ...context }, fn);
}

/** Adds what a handler learns on the way (the order a Stripe event turns out to be about) to its later lines. */
export function addToLogContext(fields: LogContext): void {
  const current = storage.getStore();
  if (current) Object.assign(current, fields);
}

export function currentLogContext(): LogContext {
  const current = storage.getStore();
  return current ? (Object.fromEntries(Object.entries(current).filter(([, v]) => v !== undefined)) as LogContext) : {};
}

/**
 * The context of a queued job: its name and id, its correlation id, and the order it is about,
 * whether the payload names it itself (order events) or in its data (an order's mails).
 */
export function logContextOfJob(name: string, id: string | undefined, data: unknown): LogContext {
  const payload = (data ?? {}) as { orderId?: unknown; correlationId?: unknown; data?: { orderId?: unknown } };
  const orderId = payload.orderId ?? payload.data?.orderId;
  return {
    job: name,
    jobId: id,
    orderId: typeof orderId === 'string' ? orderId : undefined,
    correlationId: typeof payload.correlationId === 'string' ? payload.correlationId : undefined,
  };
}
