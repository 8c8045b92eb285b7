import { buildReceipt, chargeableAddOns, toCents, type PackageDto, type QuoteDto, type ServiceDto } from '@filebridge/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { saveReceipt } from '../../../lib/receipt-storage';
import { useSelectionStore } from '../../../stores/selection-store';
import { useStateTaxStore } from '../../../stores/state-tax-store';
import { buildOrderRequest, businessInfoOf, customerInfoOf, orderFingerprint, stateCode, type CheckoutForm } from '../lib/checkout-model';
import { clearDraft } from '../lib/draft';
import { itemsOfQuote, totalsOfQuote, type PayInput, type PayOutcome } from '../lib/pay';
import type { CheckoutQuote } from '../lib/pricing';
import type { PaymentSectionProps } from '../components/payment-section';
import type { CheckoutFormState } from './use-checkout-form';

interface Args {
  checkout: CheckoutFormState;
  service: ServiceDto;
  pkg: PackageDto;
  pkgId: string;
  userId: string;
  checkoutQuote: CheckoutQuote;
  onRefreshService: () => void;
}

/** Everything the payment section needs: the request for an attempt, what to do when paid, and the card's billing details. */
export function useCheckoutPayment({ checkout, service, pkg, pkgId, userId, checkoutQuote, onRefreshService }: Args) {
  const slug = service.slug;
  const form: CheckoutForm = checkout.values;
  const navigate = useNavigate();
  const clearSelection = useSelectionStore((s) => s.clearSelection);
  const fetchStateTaxes = useStateTaxStore((s) => s.fetchStateTaxes);

  const chargedForm = useMemo<CheckoutForm>(() => ({ ...form, addOns: chargeableAddOns(service, pkg, form.addOns) }), [form, service, pkg]);

  const buildInput = (accepted?: QuoteDto): PayInput => {
    const request = buildOrderRequest({
      slug,
      packageId: pkgId,
      form: chargedForm,
      quote: checkoutQuote.quote,
      acceptedTotals: accepted ? totalsOfQuote(accepted) : undefined,
    });
    if (accepted) request.items = itemsOfQuote(accepted);
    return { request, fingerprint: orderFingerprint(slug, pkgId, chargedForm), pending: checkout.pending };
  };

  const onPriceChanged = useCallback(() => {
    void fetchStateTaxes();
    onRefreshService();
  }, [fetchStateTaxes, onRefreshService]);

  const onPaid = ({ order }: Extract<PayOutcome, { kind: 'paid' }>) => {
    const receipt = buildReceipt({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt,
      customerInfo: customerInfoOf(form),
      businessInfo: businessInfoOf(form),
      items: order.lines,
      subtotalCents: toCents(order.totals.subtotal),
      taxCents: toCents(order.totals.taxAmount),
      totalCents: toCents(order.totals.total),
    });
    saveReceipt(receipt);
    checkout.finish();
    clearDraft(slug, pkgId);
    clearSelection();
    toast.success(`Payment received. Order ${order.orderNumber} is confirmed.`);
    navigate(`/my/account/${userId}/order-complete/${order.orderId}`, { replace: true, state: { receipt } });
  };

  const customer = customerInfoOf(form);
  const props: PaymentSectionProps = {
    totalCents: checkoutQuote.quote.totalCents,
    billingDetails: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone,
      address: {
        line1: customer.billingAddress.address,
        city: customer.billingAddress.city,
        state: stateCode(customer.billingAddress.state),
        postal_code: customer.billingAddress.zip,
        country: 'US',
      },
    },
    beforePay: () => {
      if (checkout.complete()) return true;
      toast.error('Some details are missing. Please check the highlighted fields.');
      return false;
    },
    buildInput,
    onPending: checkout.setPending,
    onPriceChanged,
    onPaid,
  };
  return props;
}
