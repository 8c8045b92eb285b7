import { findTaxRate, formatUsd, governmentFeesFor, priceOrder, STATE_SALES_TAX } from '@filebridge/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makeService } from '../../../test/factories';
import { emptyForm } from '../lib/checkout-model';
import { quoteCheckout } from '../lib/pricing';
import { PriceSummary } from './price-summary';

const taxes = STATE_SALES_TAX.map((t) => ({ ...t }));
const pkg = makePackage({ title: 'Basic', price: 49 });
const service = makeService({ slug: 'llc-formation', name: 'LLC Formation', packages: [pkg] });

function show(state: string, addOns = { expeditedProcessing: false, registeredAgent: false, ein: false }) {
  const form = emptyForm('llc-formation');
  form.business.state = state;
  form.addOns = addOns;
  const checkoutQuote = quoteCheckout(service, pkg, form, taxes);
  render(<PriceSummary service={service} pkg={pkg} checkoutQuote={checkoutQuote} state={state} taxesLoading={false} taxesError={null} />);
  return checkoutQuote;
}

describe('PriceSummary', () => {
  it('shows the same figures as priceOrder for a state with tax and a government fee (Texas)', () => {
    show('Texas', { expeditedProcessing: true, registeredAgent: false, ein: true });
    const expected = priceOrder({
      packageTitle: 'LLC Formation: Basic',
      packagePriceCents: 4900,
      addOns: { expeditedProcessing: true, registeredAgent: false, ein: true },
      governmentFees: governmentFeesFor('llc-formation', { state: 'Texas' }),
      taxRate: findTaxRate(taxes, 'Texas'),
    });
    expect(screen.getByTestId('line-package').textContent).toBe('$49.00');
    expect(screen.getByText('Expedited processing')).toBeInTheDocument();
    expect(screen.getByText('EIN registration')).toBeInTheDocument();
    const fee = screen.getByTestId('government-fee');
    expect(fee.textContent).toContain('Texas state LLC filing fee, at cost');
    expect(fee.textContent).toContain('Paid to: Texas business filing office');
    expect(within(fee).getByText('$300.00')).toBeInTheDocument();
    expect(screen.getByTestId('subtotal').textContent).toBe(formatUsd(expected.subtotalCents));
    expect(screen.getByTestId('tax').textContent).toBe(formatUsd(expected.taxCents));
    expect(screen.getByTestId('total').textContent).toBe(formatUsd(expected.totalCents));
    // Our fees 49 + 50 + 79 = 178; 6.25 % of 178 = 11.125 → 11.13 (half-up); + 300 state fee, untaxed.
    expect(screen.getByTestId('tax').textContent).toBe('$11.13');
    expect(screen.getByTestId('total').textContent).toBe('$489.13');
  });

  it('labels the tax with the state and its rate, on our fees only', () => {
    show('Texas');
    expect(screen.getByText('State tax (Texas, 6.25%)')).toBeInTheDocument();
    expect(screen.getByText('On our fees only; government fees are not taxed.')).toBeInTheDocument();
  });

  it('marks an unconfirmed government fee as an estimate', () => {
    show('Colorado');
    expect(within(screen.getByTestId('government-fee')).getByText('Estimate')).toBeInTheDocument();
  });

  it('asks for the state before showing a state fee, and says the total is so far', () => {
    show('');
    expect(screen.getByText('State filing fee: choose the state of formation to see it.')).toBeInTheDocument();
    expect(screen.getByText('Total so far')).toBeInTheDocument();
    expect(screen.getByTestId('total').textContent).toBe('$49.00');
  });
});
