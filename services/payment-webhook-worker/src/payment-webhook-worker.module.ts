import { Module } from '@nestjs/common';
import { PlatformModule, stripeProvider } from '@filebridge/platform';
import { StripeEventHandlers } from './stripe-event.handlers';

@Module({
  imports: [PlatformModule.forRoot('payment-webhook-worker')],
  controllers: [StripeEventHandlers],
  providers: [stripeProvider],
})
export class PaymentWebhookWorkerModule {}
