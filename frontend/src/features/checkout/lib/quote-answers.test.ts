import { STATE_SALES_TAX } from '@filebridge/contracts';
import { describe, expect, it } from 'vitest';
import { makePackage, makeService } from '../../../test/factories';
import { buildOrderRequest, emptyForm, validateStep, type CheckoutForm } from './checkout-model';
import { quoteCheckout } from './pricing';

const taxes = STATE_SALES_TAX.map((t) => ({ stateName: t.stateName, code: t.code, rate: t.rate }));

function checkout(slug: string, overrides: Partial<CheckoutForm> = {}, business: Partial<CheckoutForm['business']> = {}) {
  const pkg = makePackage({ title: 'Basic', price: 99 });
  const service = makeService({ slug, name: slug, packages: [pkg] });
  const f = emptyForm(slug);
  const form = { ...f, ...overrides, business: { ...f.business, state: 'Texas', ...business } };
  return { form, ...quoteCheckout(service, pkg, form, taxes) };
}

describe('fee questions at checkout', () => {
  it('charges $350 per trademark class the customer gives, and sends the count with the order', () => {
    const { form, quote } = checkout('trademark-registration', { trademarkClasses: '3' });
    expect(quote.lines.filter((l) => l.kind === 'government-fee').map((l) => [l.code, l.amountCents])).toEqual([
      ['uspto-trademark-3', 105_000],
    ]);
    const req = buildOrderRequest({ slug: 'trademark-registration', packageId: 'p', form, quote });
    expect(req.quoteInputs).toEqual({ trademarkClasses: 3 });
  });

  it('asks which copyright application before quoting its fee', () => {
    const unanswered = checkout('copyright-registration');
    expect(unanswered.missingInputs).toEqual(['copyrightApplication']);
    expect(validateStep('business', unanswered.form, 'copyright-registration').copyrightApplication).toBe(
      'Choose the Single or the Standard Application.',
    );
    expect(checkout('copyright-registration', { copyrightApplication: 'single' }).quote.governmentFeesCents).toBe(4500);
    expect(checkout('copyright-registration', { copyrightApplication: 'standard' }).quote.governmentFeesCents).toBe(6500);
  });

  it('refuses a class count outside 1 to 45', () => {
    const { form } = checkout('trademark-registration', { trademarkClasses: '46' });
    expect(validateStep('business', form, 'trademark-registration').trademarkClasses).toBe(
      'Number of classes must be a whole number from 1 to 45.',
    );
  });

  it('says so where a state has no checked figure instead of charging one', () => {
    const { governmentFees, governmentFeeNotes } = checkout('corporation', {}, { state: 'Indiana' });
    expect(governmentFees).toEqual([]);
    expect(governmentFeeNotes).toEqual([
      'We have no checked figure for the Indiana corporation filing fee, so it is not included in this total.',
    ]);
  });

  it('quotes the annual report of the entity the business type names', () => {
    const llc = checkout('annual-report', {}, { state: 'Florida', type: 'LLC' });
    expect(llc.governmentFees.map((f) => f.amountCents)).toEqual([13_875]);
    const corp = checkout('annual-report', {}, { state: 'Florida', type: 'Corporation' });
    expect(corp.governmentFees.map((f) => f.amountCents)).toEqual([15_000]);
  });
});
