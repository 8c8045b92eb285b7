import { BadRequestException, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type Stripe from 'stripe';
import { CONFIG, STRIPE, type AppConfig } from '@filebridge/platform';
import { PublicRoute } from '../auth/guards';

/**
 * Raw body → signature check with the SDK → stored once (dedupe on event id) with its outbox row
 * in one statement → 200. The work happens in the payment-webhook-worker (STYLE 7).
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
    // One statement, so one round trip and atomic: the event row and its outbox row, or neither.
    await this.ds.query(
      `WITH stored AS (
         INSERT INTO stripe_events (event_id, type, payload) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id)
       INSERT INTO outbox (topic, payload, job_id)
       SELECT 'stripe.event', jsonb_build_object('eventId', event_id), event_id FROM stored
       ON CONFLICT (job_id) DO NOTHING`,
      [event.id, event.type, req.rawBody!.toString('utf8')],
    );
    return { received: true };
  }
}
