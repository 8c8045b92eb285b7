import {
  chargeableAddOns,
  findTaxRate,
  governmentFeesFor,
  parseUsState,
  priceOrder,
  QUOTE_INPUTS_REQUIRED,
  type GovernmentFee,
  type PackageDto,
  type Quote,
  type ServiceDto,
  type TaxRecord,
} from '@filebridge/contracts';
import { fleetSizeOf, type CheckoutForm } from './checkout-model';

export interface CheckoutQuote {
  quote: Quote;
  governmentFees: GovernmentFee[];
  /** Inputs the government fee still waits for ('state', 'fleetSize'); the total excludes that fee until then. */
  missingInputs: ('state' | 'fleetSize')[];
}

/** The line title the server uses for the package (QuoteService: `${service.name}: ${pkg.title}`). */
export const packageLineTitle = (service: ServiceDto, pkg: PackageDto) => `${service.name}: ${pkg.title}`;

/**
 * The live price of the checkout, computed exactly as the server prices the order: the contracts'
 * `priceOrder` with the package price, the chargeable add-ons (`chargeableAddOns` over the
 * served catalog's offered and included add-ons), the government fees for the
 * service (state / fleet size) and the state sales-tax rate of the business state.
 */
export function quoteCheckout(service: ServiceDto, pkg: PackageDto, form: CheckoutForm, taxes: readonly TaxRecord[]): CheckoutQuote {
  const slug = service.slug;
  const fleetSize = fleetSizeOf(form, slug);
  const state = parseUsState(form.business.state)?.name;
  const governmentFees = governmentFeesFor(slug, { state, fleetSize });
  const quote = priceOrder({
    packageTitle: packageLineTitle(service, pkg),
    packagePriceCents: Math.round(pkg.price * 100),
    addOns: chargeableAddOns(service, pkg, form.addOns),
    governmentFees,
    taxRate: findTaxRate(taxes, state),
  });
  const required = QUOTE_INPUTS_REQUIRED[slug] ?? [];
  const missingInputs = required.filter((k) => (k === 'state' ? !state : fleetSize === undefined)) as ('state' | 'fleetSize')[];
  return { quote, governmentFees, missingInputs };
}

export function formatPercent(rate: number): string {
  return `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}
