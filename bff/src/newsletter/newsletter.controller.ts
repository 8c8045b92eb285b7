import { Body, Controller, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { BRAND_NAME, ENDPOINTS } from '@filebridge/contracts';
import { CONFIG, siteOrigin, type AppConfig } from '@filebridge/platform';
import { Endpoint, RawEndpoint, type Answer, type BodyIn, type QueryIn } from '../common';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(ENDPOINTS.subscribe)
  @UseGuards(ThrottlerGuard)
  async subscribe(@Body() { email }: BodyIn<'subscribe'>): Answer<'subscribe'> {
    const isNew = await this.newsletter.subscribe(email);
    return { success: true, message: isNew ? 'Subscribed successfully!' : 'You are already subscribed. Thanks for staying with us!' };
  }

  /** Opened from a mail, so it answers a page, not JSON. */
  @RawEndpoint(ENDPOINTS.unsubscribe)
  async unsubscribe(@Query() { token }: QueryIn<'unsubscribe'>, @Res() reply: FastifyReply): Promise<void> {
    await this.newsletter.unsubscribe(token);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Unsubscribed — ${BRAND_NAME}</title><body style="font-family:system-ui;max-width:32rem;margin:4rem auto"><h1>You are unsubscribed</h1><p>We will not send newsletters to this address again.</p><p><a href="${siteOrigin(this.config)}/">Back to ${BRAND_NAME}</a></p></body>`,
      );
  }
}
