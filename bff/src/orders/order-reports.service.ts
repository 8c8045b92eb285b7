import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Overview } from '@filebridge/contracts';

/** Reporting over orders for the admin: aggregates, computed in SQL. */
@Injectable()
export class OrderReportsService {
  constructor(private readonly ds: DataSource) {}

  /** Orders and revenue per day (30 days), orders by status, median paid → completed. */
  async overview(): Promise<Overview> {
    const [perDay, byStatus, [median]] = await Promise.all([
      this.ds.query<Overview['perDay']>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(o.id)::int AS orders, coalesce(sum(o.total_cents) FILTER (WHERE o.paid_at IS NOT NULL), 0)::int AS "revenueCents"
           FROM generate_series(current_date - 29, current_date, interval '1 day') d
           LEFT JOIN orders o ON o.created_at >= d AND o.created_at < d + interval '1 day'
          GROUP BY d ORDER BY d`,
      ),
      this.ds.query<Overview['byStatus']>(`SELECT status, count(*)::int AS count FROM orders GROUP BY status ORDER BY status`),
      this.ds.query<{ seconds: number | null }[]>(
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.created_at - o.paid_at)) AS seconds
           FROM orders o JOIN order_events e ON e.order_id = o.id AND e.to_status = 'completed' WHERE o.paid_at IS NOT NULL`,
      ),
    ]);
    return { perDay, byStatus, medianPaidToCompletedSeconds: median?.seconds == null ? null : Number(median.seconds) };
  }
}
