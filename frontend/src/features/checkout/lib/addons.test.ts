import { describe, expect, it } from 'vitest';
import { makePackage, makeService } from '../../../test/factories';
import { chargeableAddOns, includedAddOns, offeredAddOns } from './addons';

const basic = makePackage({
  title: 'Basic',
  benefitList: ['Articles filed', 'Name yourself as registered agent, or add ours at checkout ($249/year)'],
});
const standard = makePackage({
  title: 'Standard',
  packageInclude: 'Basic',
  benefitList: ['EIN obtained from the IRS for you and delivered to your dashboard'],
});
const premium = makePackage({
  title: 'Premium',
  packageInclude: 'Standard',
  benefitList: [
    'Registered agent service for the first year, with a physical address in your state',
    'Expedited handling: your order goes to the front of our filing queue',
    'Reminder before your registered agent year ends; renewing ($249/year) is your choice',
  ],
});
const llc = makeService({ slug: 'llc-formation', packages: [basic, standard, premium] });

describe('add-ons a package already includes', () => {
  it('does not count an upsell line as included', () => {
    expect(includedAddOns(llc, basic)).toEqual({ expeditedProcessing: false, registeredAgent: false, ein: false });
  });

  it('reads the package’s benefits and those of the packages it includes', () => {
    expect(includedAddOns(llc, standard)).toEqual({ expeditedProcessing: false, registeredAgent: false, ein: true });
    expect(includedAddOns(llc, premium)).toEqual({ expeditedProcessing: true, registeredAgent: true, ein: true });
  });

  it('counts the service itself and the package title', () => {
    const ra = makeService({ slug: 'registered-agent', packages: [makePackage({ title: 'Registered Agent', benefitList: [] })] });
    expect(includedAddOns(ra, ra.packages[0]!).registeredAgent).toBe(true);
    const ein = makeService({ slug: 'ein-registration', packages: [makePackage({ title: 'EIN Registration', benefitList: [] })] });
    expect(includedAddOns(ein, ein.packages[0]!).ein).toBe(true);
  });

  it('charges only what is chosen, offered and not included', () => {
    expect(chargeableAddOns(llc, premium, { expeditedProcessing: true, registeredAgent: true, ein: true })).toEqual({
      expeditedProcessing: false,
      registeredAgent: false,
      ein: false,
    });
    expect(chargeableAddOns(llc, basic, { expeditedProcessing: true, registeredAgent: true, ein: false })).toEqual({
      expeditedProcessing: true,
      registeredAgent: true,
      ein: false,
    });
    const trucking = makeService({ slug: 'ucr-2025', category: 'trucking' });
    expect(offeredAddOns(trucking)).toEqual(['expeditedProcessing', 'ein']);
    expect(
      chargeableAddOns(trucking, trucking.packages[0]!, { expeditedProcessing: false, registeredAgent: true, ein: false }).registeredAgent,
    ).toBe(false);
  });
});
