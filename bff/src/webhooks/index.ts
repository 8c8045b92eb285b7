export { WebhooksModule } from './webhooks.module';
export { HeldPaymentEvents } from './held-payment-events';
