/** The shapes the Stripe.js stand-in exchanges with the page: the part of @stripe/stripe-js it implements. */
import type { CardBrand, CardValidationError } from './card-validation';

export interface StripeJsError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: unknown;
}

/** An API answer: the parsed body of a 2xx, else Stripe's error object. */
export type ApiResult = { body: Record<string, unknown>; error?: undefined } | { error: StripeJsError };

export type ElementType = 'card' | 'payment';
export type ElementEvent = 'ready' | 'focus' | 'blur' | 'escape' | 'change';

export interface ElementClasses {
  base?: string;
  complete?: string;
  empty?: string;
  focus?: string;
  invalid?: string;
}

export interface ElementOptions {
  style?: {
    base?: { color?: string; fontSize?: string; fontFamily?: string; fontWeight?: string; '::placeholder'?: { color?: string } };
    invalid?: { color?: string };
  };
  classes?: ElementClasses;
  value?: { postalCode?: string };
  hidePostalCode?: boolean;
  disabled?: boolean;
}

export interface ChangeEvent {
  elementType: ElementType;
  empty: boolean;
  complete: boolean;
  brand: CardBrand;
  value: { postalCode?: string };
  error?: CardValidationError;
}

export interface CardNumbers {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** Card data read from a mounted element for a confirm call. */
export type CardData = { card: CardNumbers; postalCode: string; error?: undefined } | { error: CardValidationError | StripeJsError };

export type Listener = (payload: unknown) => void;

export interface CardElement {
  readonly _emulatorType: ElementType;
  mount(target: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
  update(next: ElementOptions): void;
  on(event: ElementEvent, callback: Listener): CardElement;
  once(event: ElementEvent, callback: Listener): CardElement;
  off(event: ElementEvent, callback?: Listener): CardElement;
  focus(): void;
  blur(): void;
  clear(): void;
  collapse(): void;
  _emulatorCardData(): CardData;
}

export interface ElementsGroup {
  create(type: string, options?: ElementOptions): CardElement;
  getElement(typeOrComponent: unknown): CardElement | null;
  update(updates: object): void;
  fetchUpdates(): Promise<object>;
  submit(): Promise<{ error?: StripeJsError | CardValidationError }>;
}

export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: Record<string, string | undefined>;
}

export interface PaymentMethodData {
  type: 'card';
  card: CardNumbers;
  billing_details: BillingDetails;
}
