import { Module } from '@nestjs/common';
import { stripeProvider } from '@filebridge/platform';
import { StripeEventInbox } from './stripe-event-inbox';
import { StripeWebhookController } from './stripe-webhook.controller';

@Module({ controllers: [StripeWebhookController], providers: [stripeProvider, StripeEventInbox] })
export class WebhooksModule {}
