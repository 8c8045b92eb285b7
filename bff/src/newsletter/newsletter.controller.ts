import { Body, Controller, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { BRAND_NAME, ENDPOINTS, NEWSLETTER_SIGNUP_ANSWER } from '@filebridge/contracts';
import { CONFIG, siteOrigin, type AppConfig } from '@filebridge/platform';
import { Endpoint, linkButton, RawEndpoint, sendLinkPage, type Answer, type BodyIn, type QueryIn } from '../common';
import { NewsletterService } from './newsletter.service';

/** The confirm and unsubscribe links are opened from mails, so they answer pages (see link-page). */
@Controller()
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(ENDPOINTS.subscribe)
  @UseGuards(ThrottlerGuard)
  async subscribe(@Body() { email }: BodyIn<'subscribe'>): Answer<'subscribe'> {
    await this.newsletter.requestSubscription(email);
    return { success: true, message: NEWSLETTER_SIGNUP_ANSWER };
  }

  @RawEndpoint(ENDPOINTS.confirmSubscriptionPage)
  confirmPage(@Query() { token }: QueryIn<'confirmSubscriptionPage'>, @Res() reply: FastifyReply): void {
    this.newsletter.assertConfirmLink(token);
    this.page(reply, 'Confirm your subscription', [
      `<p>Press the button to receive the ${BRAND_NAME} newsletter at this address.</p>`,
      linkButton('/api/newsletter/confirm', token, 'Confirm my subscription'),
    ]);
  }

  @RawEndpoint(ENDPOINTS.confirmSubscription)
  async confirm(@Query() { token }: QueryIn<'confirmSubscription'>, @Res() reply: FastifyReply): Promise<void> {
    await this.newsletter.confirm(token);
    this.page(reply, 'You are subscribed', [
      `<p>Thank you. A welcome email is on its way; every newsletter has a link to unsubscribe.</p>`,
    ]);
  }

  @RawEndpoint(ENDPOINTS.unsubscribePage)
  unsubscribePage(@Query() { token }: QueryIn<'unsubscribePage'>, @Res() reply: FastifyReply): void {
    this.newsletter.unsubscribeAddress(token);
    this.page(reply, 'Unsubscribe from the newsletter', [
      `<p>Press the button and we will not send newsletters to this address again.</p>`,
      linkButton('/api/newsletter/unsubscribe', token, 'Unsubscribe'),
    ]);
  }

  @RawEndpoint(ENDPOINTS.unsubscribe)
  async unsubscribe(@Query() { token }: QueryIn<'unsubscribe'>, @Res() reply: FastifyReply): Promise<void> {
    await this.newsletter.unsubscribe(token);
    this.page(reply, 'You are unsubscribed', [`<p>We will not send newsletters to this address again.</p>`]);
  }

  private page(reply: FastifyReply, title: string, body: string[]): void {
    sendLinkPage(reply, siteOrigin(this.config), title, body);
  }
}
