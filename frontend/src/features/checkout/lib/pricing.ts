import {
  annualReportEntityTypeOf,
  chargeableAddOns,
  findTaxRate,
  governmentFeeQuote,
  missingQuoteInputs,
  parseUsState,
  priceOrder,
  type GovernmentFee,
  type QuoteInputKey,
  type PackageDto,
  type Quote,
  type ServiceDto,
  type TaxRecord,
} from '@filebridge/contracts';
import { quoteInputsOf, type CheckoutForm } from './checkout-model';

export interface CheckoutQuote {
  quote: Quote;
  governmentFees: GovernmentFee[];
  /** What to know beside the fee lines: a missing figure, a county fee, or that none is due. */
  governmentFeeNotes: string[];
  /** Inputs the government fee still waits for; the total excludes that fee until then. */
  missingInputs: QuoteInputKey[];
}

/** The line title the server uses for the package (QuoteService: `${service.name}: ${pkg.title}`). */
export const packageLineTitle = (service: ServiceDto, pkg: PackageDto) => `${service.name}: ${pkg.title}`;

/**
 * The live price of the checkout, computed exactly as the server prices the order: the contracts'
 * `priceOrder` with the package price, the chargeable add-ons (`chargeableAddOns` over the
 * served catalog's offered and included add-ons), the government fees for the
 * service (the quote inputs the contracts declare for it) and the state sales-tax rate of the business state.
 */
export function quoteCheckout(service: ServiceDto, pkg: PackageDto, form: CheckoutForm, taxes: readonly TaxRecord[]): CheckoutQuote {
  const slug = service.slug;
  const state = parseUsState(form.business.state)?.name;
  const inputs = { entityType: annualReportEntityTypeOf(form.business.type), ...quoteInputsOf(form, slug), state };
  const { fees: governmentFees, notes: governmentFeeNotes } = governmentFeeQuote(slug, inputs);
  const quote = priceOrder({
    packageTitle: packageLineTitle(service, pkg),
    packagePriceCents: Math.round(pkg.price * 100),
    addOns: chargeableAddOns(service, pkg, form.addOns),
    governmentFees,
    taxRate: findTaxRate(taxes, state),
  });
  return { quote, governmentFees, governmentFeeNotes, missingInputs: missingQuoteInputs(slug, inputs) };
}

export function formatPercent(rate: number): string {
  return `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}
