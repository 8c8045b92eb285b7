import pg from 'pg';

/** The most statement texts one connection keeps apart; texts met after that run unnamed, as before. */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** SQLSTATE of "cached plan must not change result type": a migration changed a prepared statement's columns. */
const FEATURE_NOT_SUPPORTED = '0A000';

/** A result list with `*` in it (`SELECT *`, `o.*`, `RETURNING *`); `count(*)` is not one. */
const STAR_RESULT = /(?:^|[\s,(])(?:"?\w+"?\.)?\*\s*(?:,|;|from\b|$)/i;

/**
 * A connection that prepares each parameterised statement the first time it runs it and reuses it
 * after. PostgreSQL parses and plans an unnamed statement on every call, and for the pipeline's
 * statements (an UPDATE of the orders row and its many indexes, the session read's joins) planning
 * cost it as much as running them. A prepared statement is planned for its first five calls, then
 * kept as one generic plan once that is no dearer than the custom ones, as PostgreSQL does inside
 * functions.
 *
 * A prepared statement fails if its result columns change under it, and inside a transaction that
 * failure aborts the transaction. A statement that reads `*` is therefore never prepared: adding a
 * column, the one change a migration makes while the previous release still runs, would change
 * it. For any other change (a column's type), the text is prepared afresh under a new name at its
 * next call, and a call made outside a transaction is run again at once.
 */
export class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string | null>();
  /** Names are never reused: a retired statement stays on the server under its old one. */
  private prepared = 0;

  override query(config: any, values?: any, callback?: any): any {
    const name =
      typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined ? this.nameOf(config) : null;
    if (!name) return super.query(config, values, callback);
    return super.query({ name, text: config, values }).catch((err: unknown) => {
      if ((err as { code?: string } | null)?.code !== FEATURE_NOT_SUPPORTED) throw err;
      this.names.delete(config);
      if (this.getTransactionStatus() !== 'I') throw err;
      return super.query(config, values);
    });
  }

  private nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= MAX_PREPARED_PER_CONNECTION) return known ?? null;
    const name = STAR_RESULT.test(text) ? null : `fb_${this.prepared++}`;
    this.names.set(text, name);
    return name;
  }
}
