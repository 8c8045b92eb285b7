import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Overview } from '@filebridge/contracts';

/**
 * Reporting over orders for the admin, read from the rollups the database keeps as orders change
 * (per status, per day of creation, each completion's time since payment, counted per hour), each
 * figure spread over a few rows: hundreds of rows, whatever the number of orders.
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
           LEFT JOIN (SELECT day, sum(orders) AS orders, sum(paid_cents) AS paid_cents FROM order_daily_totals
                       WHERE day >= current_date - 29 GROUP BY day) t ON t.day = d::date
          ORDER BY d`,
      ),
      this.ds.query<Overview['byStatus']>(
        `SELECT status, sum(orders)::int AS count FROM order_status_counts GROUP BY status HAVING sum(orders) > 0 ORDER BY status`,
      ),
      this.medianPaidToCompleted(),
    ]);
    return { perDay, byStatus, medianPaidToCompletedSeconds };
  }

  /**
   * The median as percentile_cont(0.5) gives it: the middle time, or halfway between the two middle
   * ones. The per-hour counts say how many completions there are and which hour holds the middle;
   * the times' index is walked from that hour's start only.
   */
  private async medianPaidToCompleted(): Promise<number | null> {
    const [middle] = await this.ds.query<{ hour: number; before: number; n: number }[]>(
      `SELECT hour, (upto - completions)::float8 AS before, n::float8 AS n
         FROM (SELECT hour, completions, sum(completions) OVER (ORDER BY hour) AS upto, sum(completions) OVER () AS n
                 FROM order_completion_hours WHERE completions > 0) h
        WHERE upto > floor((n - 1) / 2)
        ORDER BY hour LIMIT 1`,
    );
    if (!middle) return null;
    const position = (middle.n - 1) / 2;
    const times = await this.ds.query<{ seconds: number }[]>(
      `SELECT seconds FROM order_completion_times WHERE seconds >= $1 ORDER BY seconds OFFSET $2 LIMIT 2`,
      [middle.hour * 3600, Math.floor(position) - middle.before],
    );
    const [lower, upper = lower] = times.map((r) => Number(r.seconds));
    return lower! + (upper! - lower!) * (position - Math.floor(position));
  }
}
