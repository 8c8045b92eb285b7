import { Module } from '@nestjs/common';
import { stripeProvider } from '@filebridge/platform';
import { StripeWebhookController } from './stripe-webhook.controller';

@Module({ controllers: [StripeWebhookController], providers: [stripeProvider] })
export class WebhooksModule {}
