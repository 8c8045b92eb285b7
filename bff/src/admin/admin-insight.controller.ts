import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { AdminOnly } from '../auth/guards';
import { AdminAuditService } from './admin-audit.service';
import { toCsv } from './csv';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminInsightController {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
  ) {}

  /** Orders and revenue per day (30 days), orders by status, median paid → completed. */
  @AdminOnly()
  @Get('overview')
  async overview() {
    const [perDay, byStatus, [median]] = await Promise.all([
      this.ds.query(
        `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(o.id)::int AS orders, coalesce(sum(o.total_cents) FILTER (WHERE o.paid_at IS NOT NULL), 0)::int AS "revenueCents"
           FROM generate_series(current_date - 29, current_date, interval '1 day') d
           LEFT JOIN orders o ON o.created_at >= d AND o.created_at < d + interval '1 day'
          GROUP BY d ORDER BY d`,
      ),
      this.ds.query(`SELECT status, count(*)::int AS count FROM orders GROUP BY status ORDER BY status`),
      this.ds.query(
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.created_at - o.paid_at)) AS seconds
           FROM orders o JOIN order_events e ON e.order_id = o.id AND e.to_status = 'completed' WHERE o.paid_at IS NOT NULL`,
      ),
    ]);
    return {
      success: true,
      data: {
        perDay,
        byStatus,
        medianPaidToCompletedSeconds: median?.seconds === null || median?.seconds === undefined ? null : Number(median.seconds),
      },
    };
  }

  @AdminOnly()
  @Get('subscribers')
  async subscribers(@Query('format') format: string | undefined, @Res() reply: FastifyReply) {
    const rows = await this.ds.query(
      `SELECT email, status, source, created_at AS "createdAt" FROM newsletter_subscribers ORDER BY created_at DESC`,
    );
    respond(reply, format, 'subscribers', ['email', 'status', 'source', 'createdAt'], rows);
  }

  @AdminOnly()
  @Get('inquiries')
  async inquiries(@Query('format') format: string | undefined, @Res() reply: FastifyReply) {
    const rows = await this.ds.query(
      `SELECT id, kind, name, email, details, created_at AS "createdAt" FROM inquiries ORDER BY created_at DESC LIMIT 5000`,
    );
    respond(reply, format, 'inquiries', ['id', 'kind', 'name', 'email', 'details', 'createdAt'], rows);
  }

  @AdminOnly()
  @Get('audit')
  async auditLog() {
    return { success: true, data: await this.audit.list() };
  }
}

function respond(reply: FastifyReply, format: string | undefined, name: string, headers: string[], rows: Record<string, unknown>[]) {
  if (format === 'csv') {
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(toCsv(headers, rows));
  } else {
    void reply.send({ success: true, data: rows });
  }
}
