import { BadRequestException, Controller, Headers, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { ENDPOINTS } from '@filebridge/contracts';
import { CONFIG, STRIPE, type AppConfig } from '@filebridge/platform';
import { Endpoint, type Answer } from '../common';
import { StripeEventInbox, UnstorableEventError } from './stripe-event-inbox';

/**
 * Raw body → signature check with the SDK → stored once (dedupe on event id) by group commit
 * (StripeEventInbox) → 200, or 400 with the reason for an event the database cannot hold. The payment-webhook-worker applies each stored event.
 */
@Controller()
export class StripeWebhookController {
  constructor(
    private readonly inbox: StripeEventInbox,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  @Endpoint(ENDPOINTS.stripeWebhook)
  async receive(
    @Req() req: FastifyRequest & { rawBody?: Buffer },
    @Headers('stripe-signature') signature?: string,
  ): Answer<'stripeWebhook'> {
    let event: Stripe.Event;
    try {
      if (!req.rawBody || !signature) throw new Error('missing body or signature');
      event = this.stripe.webhooks.constructEvent(req.rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new BadRequestException({ message: 'Invalid webhook signature.', code: 'invalid_signature' });
    }
    // An event the database cannot hold is refused with the reason, so it shows in Stripe's log as ours to fix.
    await this.inbox.store({ id: event.id, type: event.type, payload: req.rawBody!.toString('utf8') }).catch((err: unknown) => {
      if (err instanceof UnstorableEventError) throw new BadRequestException({ message: err.message, code: 'event_not_storable' });
      throw err;
    });
    return { received: true };
  }
}
