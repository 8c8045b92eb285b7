import { chargeableAddOns, type AddOnSelection } from './add-ons';
import { governmentFeeQuote, type GovernmentFee } from './government-fees';
import { toCents } from './money';
import { findTaxRate, priceOrder, type Quote, type TaxRecord } from './pricing';
import { annualReportEntityTypeOf, missingQuoteInputs, withDefaultInputs, type QuoteInputKey, type QuoteInputs } from './quote-inputs';
import type { PackageDto, ServiceDto } from './schemas/catalog';

export interface OrderQuoteRequest {
  service: ServiceDto;
  pkg: PackageDto;
  /** The add-ons the buyer ticked; the charge leaves out those the package includes or the service does not offer. */
  chosen: AddOnSelection;
  /** Everything the government fee and the tax depend on (`orderQuoteInputs` for an order). */
  inputs: QuoteInputs;
  taxes: readonly TaxRecord[];
  /** The day of purchase, which picks the UCR registration year when none was named. */
  today: Date;
}

export interface OrderQuote {
  quote: Quote;
  governmentFees: GovernmentFee[];
  /** What the customer must know beside the fee lines (a missing figure, a county fee, no fee at all). */
  governmentFeeNotes: string[];
  /** Inputs the government fee still waits for; the total leaves that fee out until then. */
  missingInputs: QuoteInputKey[];
}

/**
 * The price of an order as the server charges it and the checkout shows it: the package, the
 * chargeable add-ons, the service's government fees for the inputs given, and the sales tax of the
 * business's state. The checkout and the bff both call this, so a fee added here reaches both.
 */
export function quoteOrder(r: OrderQuoteRequest): OrderQuote {
  const slug = r.service.slug;
  const inputs = withDefaultInputs(slug, r.inputs, r.today);
  const { fees: governmentFees, notes: governmentFeeNotes } = governmentFeeQuote(slug, inputs);
  const quote = priceOrder({
    packageTitle: `${r.service.name}: ${r.pkg.title}`,
    packagePriceCents: toCents(r.pkg.price),
    addOns: chargeableAddOns(r.service, r.pkg, r.chosen),
    governmentFees,
    taxRate: findTaxRate(r.taxes, inputs.state),
  });
  return { quote, governmentFees, governmentFeeNotes, missingInputs: missingQuoteInputs(slug, inputs) };
}

/** The quote inputs of an order: its business's type and state beside the answers it carries. */
export const orderQuoteInputs = (business: { type?: string; state?: string }, answers: QuoteInputs): QuoteInputs => ({
  entityType: annualReportEntityTypeOf(business.type),
  ...answers,
  state: business.state,
});
