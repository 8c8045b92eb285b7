import { BadRequestException, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { CONFIG, STRIPE, type AppConfig } from '@filebridge/platform';
import { PublicRoute } from '../auth/guards';
import { StripeEventInbox } from './stripe-event-inbox';

/**
 * Raw body → signature check with the SDK → stored once (dedupe on event id) with its outbox row,
 * by group commit (StripeEventInbox) → 200. The work happens in the payment-webhook-worker (STYLE 7).
 */
@Controller('webhooks')
export class StripeWebhookController {
  constructor(
    private readonly inbox: StripeEventInbox,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  @PublicRoute()
  @ApiExcludeEndpoint()
  @Post('stripe')
  @HttpCode(200)
  async receive(@Req() req: FastifyRequest & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string) {
    let event: Stripe.Event;
    try {
      if (!req.rawBody || !signature) throw new Error('missing body or signature');
      event = this.stripe.webhooks.constructEvent(req.rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new BadRequestException({ message: 'Invalid webhook signature.', code: 'invalid_signature' });
    }
    await this.inbox.store({ id: event.id, type: event.type, payload: req.rawBody!.toString('utf8') });
    return { received: true };
  }
}
