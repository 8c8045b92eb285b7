import Stripe from 'stripe';
import type { AppConfig } from '../config/config';

/**
 * The one Stripe client factory. With STRIPE_API_URL set (the emulator) the unchanged SDK is
 * pointed at it with its own host/port/protocol options; otherwise it talks to Stripe.
 */
export function createStripeClient(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  const base = { maxNetworkRetries: 2, timeout: 15_000 };
  if (!config.STRIPE_API_URL) return new Stripe(config.STRIPE_SECRET_KEY, base);
  const url = new URL(config.STRIPE_API_URL);
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...base,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  });
}

export { Stripe };
