import { quoteOrder, orderQuoteInputs, type OrderQuote, type PackageDto, type ServiceDto, type TaxRecord } from '@filebridge/contracts';
import { businessInfoOf, quoteInputsOf, type CheckoutForm } from './checkout-model';

export type CheckoutQuote = OrderQuote;

/**
 * The live price of the checkout: the contracts' `quoteOrder`, called with the body the checkout
 * will send, which is the function and the input the server prices the order with.
 */
export function quoteCheckout(
  service: ServiceDto,
  pkg: PackageDto,
  form: CheckoutForm,
  taxes: readonly TaxRecord[],
  today = new Date(),
): CheckoutQuote {
  const inputs = orderQuoteInputs(businessInfoOf(form), quoteInputsOf(form, service.slug));
  return quoteOrder({ service, pkg, chosen: form.addOns, inputs, taxes, today });
}

export function formatPercent(rate: number): string {
  return `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}
