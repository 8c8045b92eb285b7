/* istanbul ignore file -- the served script embeds these functions' source; coverage counters would break it */
import type { BillingDetails, CardElement, ElementOptions, ElementsGroup, PaymentMethodData, StripeJsError } from './types';
import type { CardValidationError } from './card-validation';

// Siblings in the served script's one scope (see card-element.ts).
declare const createCardElement: typeof import('./card-element').createCardElement;

/** `stripe.elements()`: one card (or payment, drawn as the same card form) Element per group. */
export function createElements(): ElementsGroup {
  let created: CardElement[] = [];
  const group: ElementsGroup = {
    create(type, options?: ElementOptions) {
      if (type !== 'card' && type !== 'payment') {
        throw new Error(`IntegrationError: the Stripe emulator supports only the "card" and "payment" Elements, not "${type}".`);
      }
      if (group.getElement(type)) throw new Error(`IntegrationError: Can only create one Element of type ${type}.`);
      const element = createCardElement(type, options ?? {}, (gone) => {
        created = created.filter((item) => item !== gone);
      });
      created = [...created, element];
      return element;
    },
    /** By type name, or by the React component (`CardElement`), which carries `__elementType`. */
    getElement(typeOrComponent) {
      const type =
        typeof typeOrComponent === 'string' ? typeOrComponent : (typeOrComponent as { __elementType?: string } | null)?.__elementType;
      return created.find((element) => element._emulatorType === type) ?? null;
    },
    /** Appearance, locale and amount options do not change the stand-in's form. */
    update() {},
    fetchUpdates: () => Promise.resolve({}),
    submit() {
      const element = group.getElement('payment') ?? group.getElement('card');
      const data = element
        ? element._emulatorCardData()
        : { error: { type: 'validation_error', message: 'No payment Element is mounted.' } };
      return Promise.resolve(data.error ? { error: data.error } : {});
    },
  };
  return group;
}

/** `payment_method_data` for a confirm call; the ZIP field fills the billing postal code when none is given. */
export function cardPaymentMethodData(
  element: unknown,
  billingDetails: BillingDetails | undefined,
): { data: PaymentMethodData; error?: undefined } | { error: StripeJsError | CardValidationError } {
  const card = element as Partial<CardElement> | null | undefined;
  if (!card || typeof card._emulatorCardData !== 'function') {
    return { error: { type: 'validation_error', code: 'missing_element', message: 'A mounted card Element is required.' } };
  }
  const data = card._emulatorCardData();
  if (data.error) return { error: data.error };
  const address = { ...billingDetails?.address };
  if (!address.postal_code && data.postalCode) address.postal_code = data.postalCode;
  return { data: { type: 'card', card: data.card, billing_details: { ...billingDetails, address } } };
}
