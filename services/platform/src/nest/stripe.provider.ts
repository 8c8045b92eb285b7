import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { createStripeClient } from '../payments/stripe-client';
import { CONFIG } from './tokens';

export const STRIPE = Symbol('STRIPE');
export const stripeProvider: Provider = { provide: STRIPE, useFactory: (c: AppConfig) => createStripeClient(c), inject: [CONFIG] };
