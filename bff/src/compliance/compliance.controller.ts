import { Controller, Inject, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BRAND_NAME, ENDPOINTS } from '@filebridge/contracts';
import { CONFIG, siteOrigin, type AppConfig } from '@filebridge/platform';
import { CurrentPrincipal, Endpoint, RawEndpoint, type Answer, type Principal, type QueryIn } from '../common';
import { ComplianceService } from './compliance.service';

@Controller()
export class ComplianceController {
  constructor(
    private readonly compliance: ComplianceService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only the signed-in customer's own orders are read. */
  @Endpoint(ENDPOINTS.myCompliance)
  async mine(@CurrentPrincipal() p: Principal): Answer<'myCompliance'> {
    return { success: true, data: await this.compliance.forAccount(p.id) };
  }

  /** Opened from a mail, so it answers a page, not JSON. */
  @RawEndpoint(ENDPOINTS.complianceUnsubscribe)
  async unsubscribe(@Query() { token }: QueryIn<'complianceUnsubscribe'>, @Res() reply: FastifyReply): Promise<void> {
    await this.compliance.unsubscribe(token);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Reminders off — ${BRAND_NAME}</title><body style="font-family:system-ui;max-width:32rem;margin:4rem auto"><h1>Compliance reminders are off</h1><p>We will not mail you reminders of filing deadlines again. Your dashboard still lists the dates.</p><p><a href="${siteOrigin(this.config)}/">Back to ${BRAND_NAME}</a></p></body>`,
      );
  }
}
