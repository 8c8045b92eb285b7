/**
 * The work queue's sort key: when the order's promise runs out, a stopped clock last. The queue's
 * indexes are built over this very expression and a query must repeat it word for word for
 * PostgreSQL to use them, so both take it from here.
 */
export const QUEUE_DUE_SQL = `coalesce(sla_due_at, 'infinity'::timestamptz)`;

/**
 * The tie-break after the due time: when the order was paid, oldest first, so orders whose clock is
 * stopped (all due at infinity) wait in the order customers paid. An order worked on without a
 * payment time takes the time it was placed, so the key is never null and a cursor always compares.
 */
export const QUEUE_PAID_SQL = `coalesce(paid_at, created_at)`;

/** The orders the work queue holds: those being worked on. Every queue index is partial on it. */
export const QUEUE_SCOPE_SQL = `status = 'in_progress'`;
