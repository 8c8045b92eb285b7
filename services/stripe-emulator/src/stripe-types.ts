/** The subset of Stripe's API objects the emulator produces, shaped as Stripe serialises them. */

export type Metadata = Record<string, string>;

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';

export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface BillingDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: Address;
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit' | 'debit';
  country: 'US';
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: CardDetails;
  billing_details: BillingDetails;
  created: number;
  customer: null;
  livemode: false;
  metadata: Metadata;
}

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: PaymentIntent;
  payment_method?: PaymentMethod;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: PaymentIntentStatus;
  client_secret: string;
  metadata: Metadata;
  created: number;
  description: string | null;
  receipt_email: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | Charge | null;
  last_payment_error: StripeErrorBody | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  customer: string | null;
  next_action: null;
  livemode: false;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  currency: string;
  status: 'succeeded' | 'failed';
  paid: boolean;
  refunded: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: Pick<CardDetails, 'brand' | 'last4' | 'exp_month' | 'exp_year'> };
  billing_details: BillingDetails;
  receipt_email: string | null;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  reason: string | null;
  failure_reason: string | null;
  metadata: Metadata;
  created: number;
}

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string;
  status: 'warning_needs_response' | 'needs_response' | 'under_review' | 'won' | 'lost';
  metadata: Metadata;
  created: number;
  livemode: false;
}

export type EventObject = PaymentIntent | Charge | Refund | Dispute;

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  data: { object: EventObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}
