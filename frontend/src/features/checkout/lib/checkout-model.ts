/**
 * The checkout form: its shape, its steps, which step a rule belongs to (the rules themselves are
 * the order request's, in `checkout-schema.ts`), and how it becomes an order-create request.
 */
import {
  type AddOnSelection,
  type BusinessInfo,
  type CustomerInfo,
  defaultUcrYear,
  FleetSizeTextSchema,
  formationEntityType,
  type OrderCreateRequest,
  parseUsState,
  type Quote,
  quoteNeeds,
} from '@filebridge/contracts';
import { toDollars } from '@filebridge/contracts';
import { checkoutErrors } from './checkout-schema';
import { asksFor, quoteAnswersOf, type QuoteAnswerField } from './quote-answers';

export interface CheckoutForm {
  business: BusinessInfo;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  /** When true the billing address is the business address. */
  billingSameAsBusiness: boolean;
  billing: { address: string; city: string; state: string; zip: string };
  addOns: AddOnSelection;
  /** Power units, as typed (UCR only). */
  fleetSize: string;
  /** Classes of goods or services, as typed (trademark only). */
  trademarkClasses: string;
  /** 'single' or 'standard' (copyright only); '' until chosen. */
  copyrightApplication: string;
  /** USDOT number, as typed (carriers only): dates the MCS-150 in the compliance calendar. */
  usdotNumber: string;
  /** MC number, as typed (filings made under the carrier's FMCSA number, when it gives no USDOT number). */
  mcNumber: string;
  /** The UCR registration year, as chosen (UCR only); the newest on sale until the customer picks another. */
  ucrYear: string;
}

export type StepId = 'business' | 'details' | 'addons' | 'payment';

export const STEPS: readonly { id: StepId; label: string }[] = [
  { id: 'business', label: 'Business' },
  { id: 'details', label: 'Your details' },
  { id: 'addons', label: 'Add-ons' },
  { id: 'payment', label: 'Payment' },
];

/** The two-letter code the payment provider wants for a state held by name. */
export const stateCode = (nameOrCode: string): string => parseUsState(nameOrCode)?.code ?? nameOrCode;

/** Services whose order needs the fleet size (UCR is priced by power units). */

/** The entity type a formation service forms, so the customer does not have to pick it again. */
export const defaultBusinessType = (slug: string): string => formationEntityType(slug) ?? '';

export function emptyForm(
  slug: string,
  user?: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null } | null,
): CheckoutForm {
  return {
    business: { name: '', type: defaultBusinessType(slug), state: '', address: '', city: '', zip: '' },
    customer: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
    billingSameAsBusiness: true,
    billing: { address: '', city: '', state: '', zip: '' },
    addOns: { expeditedProcessing: false, registeredAgent: false, ein: false },
    fleetSize: '',
    trademarkClasses: '1',
    copyrightApplication: '',
    usdotNumber: '',
    mcNumber: '',
    ucrYear: asksFor(slug, 'ucrYear') ? String(defaultUcrYear(new Date()) ?? '') : '',
  };
}

// ─── Validation ────────────────────────────────────────────────────────────────

/** Field paths used as error keys and as input ids (`checkout-business.name`). */
export type FieldPath =
  | `business.${keyof BusinessInfo}`
  | `customer.${keyof CheckoutForm['customer']}`
  | `billing.${keyof CheckoutForm['billing']}`
  | 'fleetSize'
  | QuoteAnswerField;

export type CheckoutErrors = Partial<Record<FieldPath, string>>;

/** The input id of a field ("co-business-name"). */
export const fieldId = (path: FieldPath) => `co-${path.replace('.', '-')}`;

export function fieldsOfStep(step: StepId, slug: string): FieldPath[] {
  switch (step) {
    case 'business':
      return [
        'business.name',
        'business.type',
        'business.state',
        'business.address',
        'business.city',
        'business.zip',
        ...(quoteNeeds(slug, 'fleetSize') ? (['fleetSize'] as const) : []),
        ...(asksFor(slug, 'trademarkClasses') ? (['trademarkClasses'] as const) : []),
        ...(asksFor(slug, 'copyrightApplication') ? (['copyrightApplication'] as const) : []),
        ...(asksFor(slug, 'usdotNumber') ? (['usdotNumber'] as const) : []),
        ...(asksFor(slug, 'mcNumber') ? (['mcNumber'] as const) : []),
        ...(asksFor(slug, 'ucrYear') ? (['ucrYear'] as const) : []),
      ];
    case 'details':
      return [
        'customer.firstName',
        'customer.lastName',
        'customer.email',
        'customer.phone',
        'billing.address',
        'billing.city',
        'billing.state',
        'billing.zip',
      ];
    default:
      return [];
  }
}

export function validateStep(step: StepId, form: CheckoutForm, slug: string): CheckoutErrors {
  const all = checkoutErrors(form, slug);
  const errors: CheckoutErrors = {};
  for (const path of fieldsOfStep(step, slug)) if (all[path]) errors[path] = all[path];
  return errors;
}

/** Every rule of every step: what must hold before the Pay button may create an order. */
export function validateCheckout(form: CheckoutForm, slug: string): CheckoutErrors {
  return checkoutErrors(form, slug);
}

/** The first step with an error, or null when the form is complete. */
export function firstInvalidStep(form: CheckoutForm, slug: string): StepId | null {
  for (const step of ['business', 'details'] as const) {
    if (Object.keys(validateStep(step, form, slug)).length > 0) return step;
  }
  return null;
}

// ─── Request ───────────────────────────────────────────────────────────────────

export function fleetSizeOf(form: CheckoutForm, slug: string): number | undefined {
  if (!quoteNeeds(slug, 'fleetSize') || !FleetSizeTextSchema.safeParse(form.fleetSize).success) return undefined;
  return Number(form.fleetSize.trim());
}

/** The answers the service's government fee depends on, as the order carries them. */
export function quoteInputsOf(form: CheckoutForm, slug: string) {
  return quoteAnswersOf(slug, { ...form, fleetSize: fleetSizeOf(form, slug) });
}

export function customerInfoOf(form: CheckoutForm): CustomerInfo {
  const b = form.business;
  const billing = form.billingSameAsBusiness ? { address: b.address, city: b.city, state: b.state, zip: b.zip } : form.billing;
  return {
    firstName: form.customer.firstName.trim(),
    lastName: form.customer.lastName.trim(),
    email: form.customer.email.trim(),
    phone: form.customer.phone.trim(),
    billingAddress: { address: billing.address.trim(), city: billing.city.trim(), state: billing.state.trim(), zip: billing.zip.trim() },
  };
}

export function businessInfoOf(form: CheckoutForm): BusinessInfo {
  const b = form.business;
  return {
    name: b.name.trim(),
    type: b.type.trim(),
    state: b.state.trim(),
    address: b.address.trim(),
    city: b.city.trim(),
    zip: b.zip.trim(),
  };
}

/** The order-create payload plus the route's slug and package and the quote inputs. */
export function buildOrderRequest(args: {
  slug: string;
  packageId: string;
  form: CheckoutForm;
  quote: Quote;
  /** Overrides the pricing with the server's figures after the customer accepted a changed price. */
  acceptedTotals?: { subtotal: number; taxAmount: number; total: number };
}): OrderCreateRequest {
  const { slug, packageId, form, quote, acceptedTotals } = args;
  const quoteInputs = quoteInputsOf(form, slug);
  return {
    serviceSlug: slug,
    packageId,
    businessInfo: businessInfoOf(form),
    customerInfo: customerInfoOf(form),
    items: quote.lines.map((l) => ({ description: l.description, amount: toDollars(l.amountCents) })),
    additionalServices: { ...form.addOns },
    pricing: acceptedTotals ?? {
      subtotal: toDollars(quote.subtotalCents),
      taxAmount: toDollars(quote.taxCents),
      total: toDollars(quote.totalCents),
    },
    ...(Object.keys(quoteInputs).length > 0 ? { quoteInputs } : {}),
  };
}

/**
 * What identifies "the same order": every input the server stores. A retry after a declined card
 * with the same inputs reuses the order and its PaymentIntent; a changed input makes a new order.
 */
export function orderFingerprint(slug: string, packageId: string, form: CheckoutForm): string {
  return JSON.stringify([slug, packageId, businessInfoOf(form), customerInfoOf(form), form.addOns, quoteInputsOf(form, slug)]);
}
