/**
 * The checkout form: its shape, its rules (the bff's order DTO rules and wording, so the browser
 * and the server say the same thing), and how it becomes an order-create request.
 */
import {
  parseUsState,
  usStateMessage,
  type AddOnSelection,
  type BusinessInfo,
  type CustomerInfo,
  type OrderCreateRequest,
  type Quote,
} from '@filebridge/contracts';
import { toDollars } from '@filebridge/contracts';
import {
  asksFor,
  copyrightApplicationError,
  quoteAnswersOf,
  trademarkClassesError,
  usdotNumberError,
  type QuoteAnswerField,
} from './quote-answers';

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
  /** USDOT number, as typed (carriers only, optional): dates the MCS-150 in the compliance calendar. */
  usdotNumber: string;
}

export type StepId = 'business' | 'details' | 'addons' | 'payment';

export const STEPS: readonly { id: StepId; label: string }[] = [
  { id: 'business', label: 'Business' },
  { id: 'details', label: 'Your details' },
  { id: 'addons', label: 'Add-ons' },
  { id: 'payment', label: 'Payment' },
];

export const BUSINESS_TYPES = ['LLC', 'Corporation', 'Nonprofit', 'Sole proprietorship', 'Partnership'] as const;

/** The two-letter code the payment provider wants for a state held by name. */
export const stateCode = (nameOrCode: string): string => parseUsState(nameOrCode)?.code ?? nameOrCode;

/** Services whose order needs the fleet size (UCR is priced by power units). */
export const needsFleetSize = (slug: string) => slug === 'ucr-2025';

/** The entity type a formation service implies, so the customer does not have to pick it again. */
export function defaultBusinessType(slug: string): string {
  if (slug === 'llc-formation') return 'LLC';
  if (slug === 'corporation') return 'Corporation';
  if (slug === 'nonprofit') return 'Nonprofit';
  return '';
}

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
  };
}

// ─── Validation ────────────────────────────────────────────────────────────────

export const ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^\+?[0-9 ()\-.]{7,20}$/;
const EMAIL =
  /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const FLEET_MAX = 1_000_000;

/** Field paths used as error keys and as input ids (`checkout-business.name`). */
export type FieldPath =
  | `business.${keyof BusinessInfo}`
  | `customer.${keyof CheckoutForm['customer']}`
  | `billing.${keyof CheckoutForm['billing']}`
  | 'fleetSize'
  | QuoteAnswerField;

/** The fields kept at the top of the form rather than in a group. */
export const isTopLevelField = (path: FieldPath): path is 'fleetSize' | QuoteAnswerField => !path.includes('.');

export type CheckoutErrors = Partial<Record<FieldPath, string>>;

function text(value: string, label: string, max: number): string | undefined {
  const v = value.trim();
  if (!v) return `${label} is required.`;
  return v.length > max ? `${label} must be at most ${max} characters.` : undefined;
}

function stateError(value: string, label: string): string | undefined {
  if (!value.trim()) return `${label} is required.`;
  return parseUsState(value) ? undefined : usStateMessage(label);
}

export function fleetSizeError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter your fleet size (number of power units).';
  if (!/^\d+$/.test(v)) return 'Fleet size must be a whole number of power units (0 or more).';
  return Number(v) > FLEET_MAX ? `Fleet size must be at most ${FLEET_MAX.toLocaleString('en-US')}.` : undefined;
}

/** One field's error, or undefined. */
export function validateField(path: FieldPath, form: CheckoutForm): string | undefined {
  const b = form.business;
  const c = form.customer;
  const bill = form.billing;
  switch (path) {
    case 'business.name':
      return text(b.name, 'Business name', 120);
    case 'business.type':
      return text(b.type, 'Business type', 60);
    case 'business.state':
      return stateError(b.state, 'State');
    case 'business.address':
      return text(b.address, 'Business address', 200);
    case 'business.city':
      return text(b.city, 'City', 80);
    case 'business.zip':
      return ZIP.test(b.zip.trim()) ? undefined : 'Enter a 5-digit ZIP code.';
    case 'customer.firstName':
      return text(c.firstName, 'First name', 60);
    case 'customer.lastName':
      return text(c.lastName, 'Last name', 60);
    case 'customer.email':
      if (!c.email.trim()) return 'Email is required.';
      return EMAIL.test(c.email.trim()) && c.email.trim().length <= 254 ? undefined : 'Enter a valid email address.';
    case 'customer.phone':
      return PHONE.test(c.phone.trim()) ? undefined : 'Enter a valid phone number.';
    case 'billing.address':
      return form.billingSameAsBusiness ? undefined : text(bill.address, 'Billing address', 200);
    case 'billing.city':
      return form.billingSameAsBusiness ? undefined : text(bill.city, 'Billing city', 80);
    case 'billing.state':
      return form.billingSameAsBusiness ? undefined : stateError(bill.state, 'Billing state');
    case 'billing.zip':
      return form.billingSameAsBusiness || ZIP.test(bill.zip.trim()) ? undefined : 'Enter a 5-digit ZIP code.';
    case 'fleetSize':
      return fleetSizeError(form.fleetSize);
    case 'trademarkClasses':
      return trademarkClassesError(form.trademarkClasses);
    case 'copyrightApplication':
      return copyrightApplicationError(form.copyrightApplication);
    case 'usdotNumber':
      return usdotNumberError(form.usdotNumber);
  }
}

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
        ...(needsFleetSize(slug) ? (['fleetSize'] as const) : []),
        ...(asksFor(slug, 'trademarkClasses') ? (['trademarkClasses'] as const) : []),
        ...(asksFor(slug, 'copyrightApplication') ? (['copyrightApplication'] as const) : []),
        ...(asksFor(slug, 'usdotNumber') ? (['usdotNumber'] as const) : []),
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
  const errors: CheckoutErrors = {};
  for (const path of fieldsOfStep(step, slug)) {
    const error = validateField(path, form);
    if (error) errors[path] = error;
  }
  return errors;
}

/** Every rule of every step: what must hold before the Pay button may create an order. */
export function validateCheckout(form: CheckoutForm, slug: string): CheckoutErrors {
  return { ...validateStep('business', form, slug), ...validateStep('details', form, slug) };
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
  if (!needsFleetSize(slug) || fleetSizeError(form.fleetSize)) return undefined;
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
