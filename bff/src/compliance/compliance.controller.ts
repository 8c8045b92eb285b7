import { Controller, Inject, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CONFIG, siteOrigin, type AppConfig } from '@filebridge/platform';
import { CurrentPrincipal, Endpoint, linkButton, RawEndpoint, sendLinkPage, type Answer, type Principal, type QueryIn } from '../common';
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

  /** The link in every reminder: a page whose button turns reminders off (see link-page). */
  @RawEndpoint(ENDPOINTS.complianceUnsubscribePage)
  unsubscribePage(@Query() { token }: QueryIn<'complianceUnsubscribePage'>, @Res() reply: FastifyReply): void {
    this.compliance.assertUnsubscribeLink(token);
    sendLinkPage(reply, siteOrigin(this.config), 'Turn off compliance reminders', [
      '<p>Press the button and we will not mail you reminders of filing deadlines again. Your dashboard still lists the dates.</p>',
      linkButton('/api/compliance/unsubscribe', token, 'Turn off reminders'),
    ]);
  }

  @RawEndpoint(ENDPOINTS.complianceUnsubscribe)
  async unsubscribe(@Query() { token }: QueryIn<'complianceUnsubscribe'>, @Res() reply: FastifyReply): Promise<void> {
    await this.compliance.unsubscribe(token);
    sendLinkPage(reply, siteOrigin(this.config), 'Compliance reminders are off', [
      '<p>We will not mail you reminders of filing deadlines again. Your dashboard still lists the dates.</p>',
    ]);
  }
}
