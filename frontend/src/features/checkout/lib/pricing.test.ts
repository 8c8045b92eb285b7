import { findTaxRate, governmentFeesFor, orderQuoteInputs, priceOrder, quoteOrder, STATE_SALES_TAX, toCents } from '@filebridge/contracts';
import { describe, expect, it } from 'vitest';
import { makePackage, makeService } from '../../../test/factories';
import { buildOrderRequest, emptyForm, type CheckoutForm } from './checkout-model';
import { quoteCheckout } from './pricing';

const taxes = STATE_SALES_TAX.map((t) => ({ stateName: t.stateName, code: t.code, rate: t.rate }));

function formIn(state: string, overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  const f = emptyForm('llc-formation');
  return { ...f, business: { ...f.business, state }, ...overrides };
}

describe('quoteCheckout', () => {
  const pkg = makePackage({ title: 'Standard', price: 149, benefitList: ['Articles filed'] });
  const service = makeService({ slug: 'llc-formation', name: 'LLC Formation', packages: [pkg] });

  it('matches priceOrder for Texas: state tax on our fees, the state LLC fee as its own untaxed line', () => {
    const form = formIn('Texas', { addOns: { expeditedProcessing: true, registeredAgent: true, ein: false } });
    const { quote, governmentFees, missingInputs } = quoteCheckout(service, pkg, form, taxes);
    const expected = priceOrder({
      packageTitle: 'LLC Formation: Standard',
      packagePriceCents: 14900,
      addOns: { expeditedProcessing: true, registeredAgent: true, ein: false },
      governmentFees: governmentFeesFor('llc-formation', { state: 'Texas' }),
      taxRate: findTaxRate(taxes, 'Texas'),
    });
    expect(quote).toEqual(expected);
    expect(missingInputs).toEqual([]);
    expect(governmentFees).toEqual([
      expect.objectContaining({
        description: 'Texas state LLC filing fee, at cost',
        amountCents: 30000,
        payee: 'Texas business filing office',
      }),
    ]);
    // 149 + 50 + 249 = 448 of our fees; 6.25 % of that = 28.00; + 300 state fee.
    expect(quote.taxCents).toBe(2800);
    expect(quote.subtotalCents).toBe(74800);
    expect(quote.totalCents).toBe(77600);
  });

  it('waits for the state before quoting the state fee and tax', () => {
    const { quote, governmentFees, missingInputs } = quoteCheckout(service, pkg, formIn(''), taxes);
    expect(missingInputs).toEqual(['state']);
    expect(governmentFees).toEqual([]);
    expect(quote.totalCents).toBe(14900);
  });

  it('prices UCR by fleet size and never charges an add-on the package includes', () => {
    const ucrPkg = makePackage({
      title: 'UCR 2025 Filing',
      price: 79,
      benefitList: ['UCR 2025 registration filed through your base state'],
    });
    const ucr = makeService({
      slug: 'ucr-2025',
      name: 'UCR 2025',
      category: 'trucking',
      offeredAddOns: ['expeditedProcessing', 'ein'],
      packages: [ucrPkg],
    });
    const form = formIn('Oregon', {
      fleetSize: '4',
      ucrYear: '2026',
      addOns: { expeditedProcessing: false, registeredAgent: true, ein: false },
    });
    const { quote } = quoteCheckout(ucr, ucrPkg, form, taxes);
    expect(quote.lines.map((l) => [l.code, l.amountCents])).toEqual([
      ['package', 7900],
      ['ucr-2026-3-5', 13800],
    ]);
    expect(quote.taxCents).toBe(0);
  });

  it('charges the add-ons the served data makes chargeable, whatever the benefit text says', () => {
    const texas = formIn('Texas', { addOns: { expeditedProcessing: true, registeredAgent: true, ein: true } });
    const codes = (service: ReturnType<typeof makeService>) =>
      quoteCheckout(service, service.packages[0]!, texas, taxes)
        .quote.lines.filter((l) => l.kind === 'add-on')
        .map((l) => l.code);
    const described = makePackage({
      title: 'Premium',
      benefitList: [
        'Registered agent service for the first year, with a physical address in your state',
        'EIN obtained from the IRS for you',
        'Expedited handling: your order goes to the front of our filing queue',
      ],
      includedAddOns: [],
    });
    expect(codes(makeService({ packages: [described] }))).toEqual(['expeditedProcessing', 'registeredAgent', 'ein']);
    const includesEin = makePackage({ title: 'Standard', benefitList: ['Articles filed'], includedAddOns: ['ein'] });
    expect(codes(makeService({ packages: [includesEin] }))).toEqual(['expeditedProcessing', 'registeredAgent']);
    const trucking = makeService({ category: 'trucking', offeredAddOns: ['expeditedProcessing'], packages: [makePackage()] });
    expect(codes(trucking)).toEqual(['expeditedProcessing']);
  });

  it('shows the total the server computes from the body it sends, with the same function', () => {
    const today = new Date('2026-11-25T12:00:00Z');
    const form = formIn('California', { addOns: { expeditedProcessing: true, registeredAgent: false, ein: true } });
    const shown = quoteCheckout(service, pkg, form, taxes, today);
    const body = buildOrderRequest({ slug: service.slug, packageId: pkg.id, form, quote: shown.quote });
    // What the bff does with that body (QuoteService.price for orderCreate).
    const charged = quoteOrder({
      service,
      pkg,
      chosen: body.additionalServices,
      inputs: orderQuoteInputs(body.businessInfo, body.quoteInputs ?? {}),
      taxes,
      today,
    });
    expect(charged).toEqual(shown);
    expect(toCents(body.pricing.total)).toBe(charged.quote.totalCents);
  });
});
