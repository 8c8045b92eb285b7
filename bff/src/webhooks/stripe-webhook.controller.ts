import { BadRequestException, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type Stripe from 'stripe';
import { STRIPE, CONFIG, writeOutbox, type AppConfig } from '@filebridge/platform';
import { PublicRoute } from '../auth/guards';

/**
 * Raw body → signature check with the SDK → stored once (dedupe on event id) with its outbox row
 * in one transaction → 200. The work happens in the payment-webhook-worker (STYLE 7).
 */
@Controller('webhooks')
export class StripeWebhookController {
  constructor(
    private readonly ds: DataSource,
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
    await this.ds.transaction(async (m) => {
      const inserted = await m.query(
        `INSERT INTO stripe_events (event_id, type, payload) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, event.type, JSON.stringify(event)],
      );
      if (inserted.length) await writeOutbox(m, 'stripe.event', { eventId: event.id }, event.id);
    });
    return { received: true };
  }
}
