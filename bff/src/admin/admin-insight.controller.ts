import { Controller, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { Endpoint, RawEndpoint, type Answer, type QueryIn } from '../common';
import { InquiriesService } from '../inquiries';
import { NewsletterService } from '../newsletter';
import { OrderReportsService } from '../orders';
import { AdminAuditService } from './admin-audit.service';
import { toCsv } from './csv';

@Controller()
export class AdminInsightController {
  constructor(
    private readonly reports: OrderReportsService,
    private readonly newsletter: NewsletterService,
    private readonly inquiries: InquiriesService,
    private readonly audit: AdminAuditService,
  ) {}

  @Endpoint(ENDPOINTS.adminOverview)
  async overview(): Answer<'adminOverview'> {
    return { success: true, data: await this.reports.overview() };
  }

  @RawEndpoint(ENDPOINTS.adminSubscribers)
  async subscribers(@Query() { format }: QueryIn<'adminSubscribers'>, @Res() reply: FastifyReply): Promise<void> {
    respond(reply, format, 'subscribers', ['email', 'status', 'source', 'createdAt'], await this.newsletter.list());
  }

  @RawEndpoint(ENDPOINTS.adminInquiries)
  async inquiryList(@Query() { format }: QueryIn<'adminInquiries'>, @Res() reply: FastifyReply): Promise<void> {
    respond(reply, format, 'inquiries', ['id', 'kind', 'name', 'email', 'details', 'createdAt'], await this.inquiries.list());
  }

  @Endpoint(ENDPOINTS.adminAudit)
  async auditLog(@Query() { staffId }: QueryIn<'adminAudit'>): Answer<'adminAudit'> {
    return { success: true, data: await this.audit.list(staffId ? { staffId } : {}) };
  }
}

/** The rows as JSON, or as a CSV download when asked for. */
function respond<R extends object>(
  reply: FastifyReply,
  format: string | undefined,
  name: string,
  headers: (keyof R & string)[],
  rows: R[],
): void {
  if (format === 'csv') {
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(toCsv(headers, rows as Record<string, unknown>[]));
  } else {
    void reply.send({ success: true, data: rows });
  }
}
