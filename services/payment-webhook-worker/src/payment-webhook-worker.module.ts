import { Module } from '@nestjs/common';
import { STRIPE, stripeProvider, PlatformModule } from '@filebridge/platform';
import { StripeEventHandlers } from './stripe-event.handlers';

@Module({
  imports: [PlatformModule.forRoot('payment-webhook-worker')],
  controllers: [StripeEventHandlers],
  providers: [stripeProvider],
})
export class PaymentWebhookWorkerModule {}
