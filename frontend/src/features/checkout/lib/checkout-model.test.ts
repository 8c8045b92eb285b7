import { describe, expect, it } from 'vitest';
import {
  buildOrderRequest,
  emptyForm,
  firstInvalidStep,
  orderFingerprint,
  stateCode,
  validateCheckout,
  validateStep,
  type CheckoutForm,
} from './checkout-model';
import {
  BUSINESS_TYPES,
  businessTypeError,
  CARRIER_NUMBER_MESSAGE,
  defaultUcrYear,
  FIELD_MESSAGES,
  formationEntityType,
  mcNumberError,
  NO_ADD_ONS,
  priceOrder,
  STREET_ADDRESS_MESSAGE,
  usStateMessage,
} from '@filebridge/contracts';

const complete = (): CheckoutForm => ({
  business: { name: 'Lone Star Coffee LLC', type: 'LLC', state: 'Texas', address: '100 Congress Ave', city: 'Austin', zip: '78701' },
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '512-555-0100' },
  billingSameAsBusiness: true,
  billing: { address: '', city: '', state: '', zip: '' },
  addOns: { expeditedProcessing: true, registeredAgent: false, ein: false },
  fleetSize: '',
  trademarkClasses: '1',
  copyrightApplication: '',
  usdotNumber: '',
  mcNumber: '',
  ucrYear: '',
});

describe('checkout validation (the order DTO’s rules and words)', () => {
  it('requires every business field and a 5-digit ZIP', () => {
    const form = emptyForm('dba-filing');
    expect(validateStep('business', form, 'dba-filing')).toEqual({
      'business.name': 'Business name is required.',
      'business.type': 'Business type is required.',
      'business.state': usStateMessage('State'),
      'business.address': 'Business address is required.',
      'business.city': 'City is required.',
      'business.zip': 'Enter a 5-digit ZIP code.',
    });
    const f = complete();
    f.business.zip = '7870';
    expect(validateStep('business', f, 'llc-formation')).toEqual({ 'business.zip': 'Enter a 5-digit ZIP code.' });
    f.business.zip = '78701-1234';
    expect(validateStep('business', f, 'llc-formation')).toEqual({});
  });

  it('refuses a state that is not one of the 50 states or DC, in the server’s words', () => {
    for (const state of ['Atlantis', 'Calif.', 'Californía', '\u200bCA']) {
      const f = complete();
      f.business.state = state;
      f.billingSameAsBusiness = false;
      f.billing = { address: '1 Main St', city: 'Austin', state, zip: '78701' };
      expect(validateCheckout(f, 'llc-formation')).toEqual({
        'business.state': 'State: choose a US state or DC (for example Texas or TX).',
        'billing.state': 'Billing state: choose a US state or DC (for example Texas or TX).',
      });
    }
    expect(stateCode('District of Columbia')).toBe('DC');
    expect(stateCode('texas')).toBe('TX');
  });

  it('asks UCR customers for a whole-number fleet size', () => {
    const f = complete();
    expect(validateStep('business', f, 'ucr-2025').fleetSize).toBe('Fleet size is required.');
    f.fleetSize = '2.5';
    expect(validateStep('business', f, 'ucr-2025').fleetSize).toBe('Fleet size must be a whole number.');
    f.fleetSize = '1000001';
    expect(validateStep('business', f, 'ucr-2025').fleetSize).toBe('Fleet size must be a whole number.');
    f.fleetSize = '0';
    f.usdotNumber = '1234567';
    expect(validateStep('business', f, 'ucr-2025').ucrYear).toBe('Choose the UCR registration year.');
    f.ucrYear = '2025';
    expect(validateStep('business', f, 'ucr-2025').ucrYear).toMatch(/^UCR 2025 is not on sale\. Choose /);
    f.ucrYear = String(defaultUcrYear(new Date()));
    expect(validateStep('business', f, 'ucr-2025')).toEqual({});
    expect(validateStep('business', complete(), 'llc-formation').fleetSize).toBeUndefined();
  });

  it.each(['ucr-2025', 'boc3-filing'])('asks a %s order for the USDOT or the MC number it is filed under', (slug) => {
    const f = { ...complete(), fleetSize: '3', ucrYear: String(defaultUcrYear(new Date())) };
    expect(validateStep('business', f, slug).usdotNumber).toBe(CARRIER_NUMBER_MESSAGE);
    expect(validateStep('business', { ...f, usdotNumber: '1234567' }, slug)).toEqual({});
    expect(validateStep('business', { ...f, mcNumber: 'MC-123456' }, slug)).toEqual({});
    expect(validateStep('business', { ...f, mcNumber: 'MC-12ab' }, slug)).toEqual({ mcNumber: mcNumberError('MC-12ab') });
    const req = buildOrderRequest({
      slug,
      packageId: 'p',
      form: { ...f, mcNumber: ' MC-123456 ' },
      quote: priceOrder({ packageTitle: 'UCR', packagePriceCents: 4900, addOns: NO_ADD_ONS, governmentFees: [], taxRate: 0 }),
    });
    expect(req.quoteInputs).toMatchObject({ mcNumber: 'MC-123456' });
    expect(validateStep('business', f, 'biennial-mcs150-update').usdotNumber).toBeUndefined();
  });

  it('holds a formation to the entity it forms, as the server does', () => {
    for (const slug of ['llc-formation', 'corporation', 'nonprofit']) {
      const own = formationEntityType(slug)!;
      for (const type of BUSINESS_TYPES) {
        const f = complete();
        f.business.type = type;
        expect(validateStep('business', f, slug)['business.type']).toBe(type === own ? undefined : businessTypeError(slug, type));
      }
    }
    const f = complete();
    f.business.type = 'Corporation';
    expect(validateStep('business', f, 'llc-formation')['business.type']).toBe(
      'This filing forms an LLC: choose LLC as the business type.',
    );
    expect(validateStep('business', f, 'annual-report')['business.type']).toBeUndefined();
  });

  it('refuses a P.O. box as a formation’s address and takes it for other filings', () => {
    for (const address of ['P.O. Box 1234', 'PO Box 88', 'POB 12', 'Post Office Box 9', 'Box 77']) {
      const f = complete();
      f.business.address = address;
      expect(validateStep('business', f, 'llc-formation')['business.address']).toBe(STREET_ADDRESS_MESSAGE);
      expect(validateStep('business', f, 'annual-report')['business.address']).toBeUndefined();
    }
    for (const address of ['100 Congress Ave', '12 Poblano St', '5 Boxwood Ln', '1 Post Office Sq']) {
      const f = complete();
      f.business.address = address;
      expect(validateStep('business', f, 'llc-formation')['business.address']).toBeUndefined();
    }
  });

  it('requires contact details; the billing address only when it differs from the business', () => {
    const f = complete();
    f.customer = { firstName: '', lastName: '', email: 'nope', phone: '12' };
    expect(validateStep('details', f, 'llc-formation')).toEqual({
      'customer.firstName': 'First name is required.',
      'customer.lastName': 'Last name is required.',
      'customer.email': FIELD_MESSAGES.emailInvalid,
      'customer.phone': 'Enter a valid phone number.',
    });
    const g = complete();
    g.billingSameAsBusiness = false;
    expect(validateStep('details', g, 'llc-formation')).toEqual({
      'billing.address': 'Billing address is required.',
      'billing.city': 'Billing city is required.',
      'billing.state': usStateMessage('Billing state'),
      'billing.zip': 'Enter a 5-digit ZIP code.',
    });
  });

  it('finds the first step with a mistake', () => {
    const f = complete();
    expect(firstInvalidStep(f, 'llc-formation')).toBeNull();
    expect(validateCheckout(f, 'llc-formation')).toEqual({});
    f.customer.email = '';
    expect(firstInvalidStep(f, 'llc-formation')).toBe('details');
    f.business.city = '';
    expect(firstInvalidStep(f, 'llc-formation')).toBe('business');
  });

  it('prefills the contact from the session and the business type from the service', () => {
    const f = emptyForm('corporation', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null });
    expect(f.customer).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' });
    expect(f.business.type).toBe('Corporation');
  });
});

describe('buildOrderRequest', () => {
  const quote = priceOrder({
    packageTitle: 'LLC Formation: Basic',
    packagePriceCents: 4900,
    addOns: { expeditedProcessing: true, registeredAgent: false, ein: false },
    governmentFees: [],
    taxRate: 0.0625,
  });

  it('builds the order API’s payload with the business address as billing address, in dollars', () => {
    const req = buildOrderRequest({ slug: 'llc-formation', packageId: 'p-1', form: complete(), quote });
    expect(req).toEqual({
      serviceSlug: 'llc-formation',
      packageId: 'p-1',
      businessInfo: {
        name: 'Lone Star Coffee LLC',
        type: 'LLC',
        state: 'Texas',
        address: '100 Congress Ave',
        city: 'Austin',
        zip: '78701',
      },
      customerInfo: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '512-555-0100',
        billingAddress: { address: '100 Congress Ave', city: 'Austin', state: 'Texas', zip: '78701' },
      },
      items: [
        { description: 'LLC Formation: Basic', amount: 49 },
        { description: 'Expedited processing', amount: 50 },
      ],
      additionalServices: { expeditedProcessing: true, registeredAgent: false, ein: false },
      pricing: { subtotal: 99, taxAmount: 6.19, total: 105.19 },
    });
  });

  it('adds the fleet size for UCR and takes accepted server totals over its own', () => {
    const f = complete();
    f.fleetSize = '4';
    const req = buildOrderRequest({
      slug: 'ucr-2025',
      packageId: 'p-1',
      form: f,
      quote,
      acceptedTotals: { subtotal: 1, taxAmount: 2, total: 3 },
    });
    expect(req.quoteInputs).toEqual({ fleetSize: 4 });
    expect(req.pricing).toEqual({ subtotal: 1, taxAmount: 2, total: 3 });
  });

  it('fingerprints the inputs: the same inputs give the same order, a change gives another', () => {
    const a = orderFingerprint('llc-formation', 'p-1', complete());
    expect(orderFingerprint('llc-formation', 'p-1', complete())).toBe(a);
    const f = complete();
    f.business.state = 'Ohio';
    expect(orderFingerprint('llc-formation', 'p-1', f)).not.toBe(a);
  });
});
