import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Overview } from '@filebridge/contracts';

/**
 * Reporting over orders for the admin, read from the rollups the database keeps as orders change
 * (per status, per day of creation, each completion's time since payment): tens of rows, whatever
 * the number of orders.
 */
@Injectable()
export class OrderReportsService {
  constructor(private readonly ds: DataSource) {}

  /** Orders and revenue per day (30 days), orders by status, median paid → completed. */
  async overview(): Promise<Overview> {
    const [perDay, byStatus, medianPaidToCompletedSeconds] = await Promise.all([
      this.ds.query<Overview['perDay']>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(t.orders, 0)::int AS orders, coalesce(t.paid_cents, 0)::int AS "revenueCents"
           FROM generate_series(current_date - 29, current_date, interval '1 day') d
           LEFT JOIN order_daily_totals t ON t.day = d::date
          ORDER BY d`,
      ),
      this.ds.query<Overview['byStatus']>(`SELECT status, orders::int AS count FROM order_status_counts WHERE orders > 0 ORDER BY status`),
      this.medianPaidToCompleted(),
    ]);
    return { perDay, byStatus, medianPaidToCompletedSeconds };
  }

  /**
   * The median as percentile_cont(0.5) gives it: the middle time, or halfway between the two middle
   * ones, found by walking the times' index to the middle instead of sorting them all.
   */
  private async medianPaidToCompleted(): Promise<number | null> {
    const [count] = await this.ds.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM order_completion_times`);
    const n = count?.n ?? 0;
    if (!n) return null;
    const position = (n - 1) / 2;
    const middle = await this.ds.query<{ seconds: number }[]>(
      `SELECT seconds FROM order_completion_times ORDER BY seconds OFFSET $1 LIMIT 2`,
      [Math.floor(position)],
    );
    const [lower, upper = lower] = middle.map((r) => Number(r.seconds));
    return lower! + (upper! - lower!) * (position - Math.floor(position));
  }
}
