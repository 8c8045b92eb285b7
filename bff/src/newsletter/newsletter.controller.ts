import { Body, Controller, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { BRAND_NAME, ENDPOINTS, NEWSLETTER_SIGNUP_ANSWER } from '@filebridge/contracts';
import { CONFIG, siteOrigin, type AppConfig } from '@filebridge/platform';
import { Endpoint, RawEndpoint, type Answer, type BodyIn, type QueryIn } from '../common';
import { NewsletterService } from './newsletter.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The confirm and unsubscribe links are opened from mails, so they answer pages, not JSON. Opening
 * one (GET or HEAD, as a mail scanner does when it fetches every link) only shows a page; its
 * button posts, and only a POST changes anything, as RFC 8058 one-click unsubscribe expects.
 */
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
      this.button('/api/newsletter/confirm', token, 'Confirm my subscription'),
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
      this.button('/api/newsletter/unsubscribe', token, 'Unsubscribe'),
    ]);
  }

  @RawEndpoint(ENDPOINTS.unsubscribe)
  async unsubscribe(@Query() { token }: QueryIn<'unsubscribe'>, @Res() reply: FastifyReply): Promise<void> {
    await this.newsletter.unsubscribe(token);
    this.page(reply, 'You are unsubscribed', [`<p>We will not send newsletters to this address again.</p>`]);
  }

  /** Posts back to the page's own path, on whatever origin served it. */
  private button(path: string, token: string, label: string): string {
    return `<form method="post" action="${escapeHtml(`${path}?token=${encodeURIComponent(token)}`)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${escapeHtml(label)}</button></form>`;
  }

  private page(reply: FastifyReply, title: string, body: string[]): void {
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${BRAND_NAME}</title><body style="font-family:system-ui;max-width:32rem;margin:4rem auto"><h1>${escapeHtml(title)}</h1>${body.join('')}<p><a href="${escapeHtml(siteOrigin(this.config))}/">Back to ${BRAND_NAME}</a></p></body>`,
      );
  }
}
