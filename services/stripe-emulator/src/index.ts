export { createStripeEmulator, DEFAULT_PORT, DEFAULT_RETRY_DELAYS_MS, DEFAULT_WEBHOOK_EVENTS } from './emulator';
export type { StripeEmulator, StripeEmulatorOptions } from './emulator';
export type { EmulatorState } from './emulator-state';
export type { ChaosOptions, WebhookDelivery } from './webhook-dispatcher';
export { signWebhookPayload } from './webhook-signature';
export { TEST_PAYMENT_METHODS } from './test-cards';
export type * from './stripe-types';
