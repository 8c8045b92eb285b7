import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CONFIG, siteOrigin, type AppConfig } from '@filebridge/platform';
import {
  CurrentPrincipal,
  Endpoint,
  linkButton,
  RawEndpoint,
  sendLinkPage,
  type Answer,
  type ParamsIn,
  type Principal,
  type QueryIn,
} from '../common';
import { CalendarFeedService } from './calendar-feed.service';
import { ComplianceService } from './compliance.service';

@Controller()
export class ComplianceController {
  constructor(
    private readonly compliance: ComplianceService,
    private readonly feeds: CalendarFeedService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only the signed-in customer's own orders are read. */
  @Endpoint(ENDPOINTS.myCompliance)
  async mine(@CurrentPrincipal() p: Principal): Answer<'myCompliance'> {
    return { success: true, data: await this.compliance.forAccount(p.id) };
  }

  @Endpoint(ENDPOINTS.myCalendarFeed)
  async feedStatus(@CurrentPrincipal() p: Principal): Answer<'myCalendarFeed'> {
    return { success: true, data: await this.feeds.status(p.id) };
  }

  @Endpoint(ENDPOINTS.createCalendarFeed)
  async createFeed(@CurrentPrincipal() p: Principal): Answer<'createCalendarFeed'> {
    return { success: true, data: await this.feeds.create(p.id) };
  }

  @Endpoint(ENDPOINTS.revokeCalendarFeed)
  async revokeFeed(@CurrentPrincipal() p: Principal): Answer<'revokeCalendarFeed'> {
    await this.feeds.revoke(p.id);
    return { success: true };
  }

  /** Read by calendar apps, which carry no session: the link's secret is the credential. */
  @RawEndpoint(ENDPOINTS.calendarFeed)
  async feed(@Param() { feed }: ParamsIn<'calendarFeed'>, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.feeds.render(feed);
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline; filename="filebridge-compliance.ics"')
      .send(body);
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
