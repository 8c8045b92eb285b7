/* istanbul ignore file -- the served script embeds these functions' source; coverage counters would break it */
/**
 * `window.Stripe`: the surface @stripe/stripe-js and @stripe/react-stripe-js rely on, confirming
 * payments against the emulator's API.
 */
import type { ApiResult, BillingDetails, ElementsGroup, StripeJsError } from './types';

// Siblings in the served script's one scope (see card-element.ts).
declare const callApi: typeof import('./api-client').callApi;
declare const unsupported: typeof import('./api-client').unsupported;
declare const intentIdFromSecret: typeof import('./api-client').intentIdFromSecret;
declare const invalidSecret: typeof import('./api-client').invalidSecret;
declare const createElements: typeof import('./elements').createElements;
declare const cardPaymentMethodData: typeof import('./elements').cardPaymentMethodData;

type IntentResult = { paymentIntent: Record<string, unknown>; error?: undefined } | { error: StripeJsError };
type MethodResult = { paymentMethod: Record<string, unknown>; error?: undefined } | { error: StripeJsError };

export interface StripeInstance {
  elements(options?: object): ElementsGroup;
  createToken(): Promise<{ error: StripeJsError }>;
  createPaymentMethod(typeOrData: unknown, cardElement?: unknown, extra?: object): Promise<MethodResult>;
  confirmCardPayment(clientSecret: string, data?: ConfirmCardData): Promise<IntentResult>;
  confirmPayment(args: ConfirmPaymentArgs): Promise<IntentResult>;
  retrievePaymentIntent(clientSecret: string): Promise<IntentResult>;
  handleCardAction(): Promise<{ error: StripeJsError }>;
  handleNextAction(): Promise<{ error: StripeJsError }>;
  registerAppInfo(): void;
  _registerWrapper(): void;
}

export type StripeFactory = ((publishableKey: string) => StripeInstance) & { version: string; __emulator: true };

interface ConfirmCardData {
  payment_method?: string | { card?: unknown; billing_details?: BillingDetails };
  receipt_email?: string;
}

interface ConfirmPaymentArgs {
  clientSecret: string;
  elements?: ElementsGroup;
  redirect?: 'always' | 'if_required';
  confirmParams?: {
    payment_method?: string;
    payment_method_data?: { billing_details?: BillingDetails };
    receipt_email?: string;
    return_url?: string;
  };
}

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

export function intentResult(result: ApiResult): IntentResult {
  return result.error ? { error: result.error } : { paymentIntent: result.body };
}

/** `Stripe(publishableKey)` for the emulator at `apiOrigin`. */
export function createStripeFactory(apiOrigin: string): StripeFactory {
  const Stripe = (publishableKey: string): StripeInstance => {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_test_')) {
      throw new Error('IntegrationError: the Stripe emulator only accepts test publishable keys (pk_test_...).');
    }
    const api = (method: 'GET' | 'POST', path: string, params: object) => callApi(apiOrigin, publishableKey, method, path, params);
    const confirmIntent = (id: string, params: object) => api('POST', `/v1/payment_intents/${id}/confirm`, params).then(intentResult);

    return {
      elements: () => createElements(),
      createToken: () => unsupported('createToken'),
      createPaymentMethod(typeOrData, cardElement, extra) {
        const data = (typeof typeOrData === 'string' ? { type: typeOrData, card: cardElement, ...extra } : (typeOrData ?? {})) as {
          type?: string;
          card?: unknown;
          elements?: ElementsGroup;
          billing_details?: BillingDetails;
        };
        if (data.type !== 'card') return unsupported(`createPaymentMethod for type "${String(data.type)}"`);
        const built = cardPaymentMethodData(data.card ?? data.elements?.getElement('card'), data.billing_details);
        if (built.error) return Promise.resolve({ error: built.error });
        return api('POST', '/v1/payment_methods', built.data).then((result) =>
          result.error ? { error: result.error } : { paymentMethod: result.body },
        );
      },
      confirmCardPayment(clientSecret, data) {
        const id = intentIdFromSecret(clientSecret);
        if (!id) return Promise.resolve({ error: invalidSecret(clientSecret) });
        const params: Record<string, unknown> = { client_secret: clientSecret };
        const method = data?.payment_method;
        if (typeof method === 'string') {
          params.payment_method = method;
        } else if (method) {
          const built = cardPaymentMethodData(method.card, method.billing_details);
          if (built.error) return Promise.resolve({ error: built.error });
          params.payment_method_data = built.data;
        }
        if (data?.receipt_email) params.receipt_email = data.receipt_email;
        return confirmIntent(id, params);
      },
      confirmPayment(args) {
        const id = intentIdFromSecret(args?.clientSecret);
        if (!id) return Promise.resolve({ error: invalidSecret(args?.clientSecret) });
        const confirmParams = args.confirmParams ?? {};
        const params: Record<string, unknown> = { client_secret: args.clientSecret };
        if (typeof confirmParams.payment_method === 'string') {
          params.payment_method = confirmParams.payment_method;
        } else {
          const element = args.elements?.getElement('payment') ?? args.elements?.getElement('card');
          const built = cardPaymentMethodData(element, confirmParams.payment_method_data?.billing_details);
          if (built.error) return Promise.resolve({ error: built.error });
          params.payment_method_data = built.data;
        }
        if (confirmParams.receipt_email) params.receipt_email = confirmParams.receipt_email;
        return confirmIntent(id, params).then((result): IntentResult | Promise<never> => {
          if (result.error || args.redirect === 'if_required' || !confirmParams.return_url) return result;
          const url = new URL(confirmParams.return_url, window.location.href);
          url.searchParams.set('payment_intent', String(result.paymentIntent.id));
          url.searchParams.set('payment_intent_client_secret', args.clientSecret);
          url.searchParams.set('redirect_status', String(result.paymentIntent.status));
          window.location.assign(url.toString());
          // Stripe.js never settles once it has sent the page away.
          return new Promise<never>(() => undefined);
        });
      },
      retrievePaymentIntent(clientSecret) {
        const id = intentIdFromSecret(clientSecret);
        if (!id) return Promise.resolve({ error: invalidSecret(clientSecret) });
        return api('GET', `/v1/payment_intents/${id}`, { client_secret: clientSecret }).then(intentResult);
      },
      handleCardAction: () => unsupported('handleCardAction'),
      handleNextAction: () => unsupported('handleNextAction'),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  };
  // @stripe/stripe-js warns unless the loaded Stripe.js reports the release train it expects.
  return Object.assign(Stripe, { version: 'endive', __emulator: true as const });
}

/**
 * Defines `window.Stripe` once. The API origin is the script's own, unless the page loaded it under
 * js.stripe.com (a test routing Stripe's URL here): then the origin that served it.
 */
export function installStripeJs(fallbackOrigin: string): void {
  if (window.Stripe?.__emulator) return;
  const script = document.currentScript as HTMLScriptElement | null;
  const apiOrigin = script?.src && !/^https:\/\/js\.stripe\.com\//.test(script.src) ? new URL(script.src).origin : fallbackOrigin;
  const Stripe = createStripeFactory(apiOrigin);
  window.Stripe = Stripe;
}
