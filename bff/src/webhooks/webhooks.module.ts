import { Module } from '@nestjs/common';
import { stripeProvider } from '@filebridge/platform';
import { HeldPaymentEvents } from './held-payment-events';
import { StripeEventInbox } from './stripe-event-inbox';
import { StripeWebhookController } from './stripe-webhook.controller';

/** The payment provider's events: verified, stored once and handed to the payment-webhook worker. */
@Module({
  controllers: [StripeWebhookController],
  providers: [stripeProvider, StripeEventInbox, HeldPaymentEvents],
  exports: [HeldPaymentEvents],
})
export class WebhooksModule {}
