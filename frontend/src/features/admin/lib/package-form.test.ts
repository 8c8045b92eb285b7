import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../test/factories';
import { formFromPackage, packagePatch, PackageFormSchema, parseDollarsToCents, type PackageForm } from './package-form';

/** The first message for each field path ("benefitList.1"), as the form shows them. */
function messages(form: PackageForm): Record<string, string> {
  const result = PackageFormSchema.safeParse(form);
  const found: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('package form', () => {
  it('turns typed dollars into integer cents without floating-point drift', () => {
    expect(parseDollarsToCents('149')).toBe(14900);
    expect(parseDollarsToCents('$1,250.5')).toBe(125050);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('.5')).toBe(50);
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('12.345')).toBeNull();
    expect(parseDollarsToCents('-5')).toBeNull();
    expect(parseDollarsToCents('abc')).toBeNull();
  });

  it('applies the server rules for price, title, benefits and button text', () => {
    const ok = formFromPackage(makePackage());
    expect(messages(ok)).toEqual({});
    expect(messages({ ...ok, price: '0.99' }).price).toBe('Price must be at least $1.00.');
    expect(messages({ ...ok, price: '1.00' }).price).toBeUndefined();
    expect(messages({ ...ok, price: '100000' }).price).toBeUndefined();
    expect(messages({ ...ok, price: '100000.01' }).price).toBe('Price must be at most $100,000.');
    expect(messages({ ...ok, price: '' }).price).toBe('Price is required.');
    expect(messages({ ...ok, price: '1.234' }).price).toBe('Enter a price in dollars, like 149 or 149.99.');
    expect(messages({ ...ok, title: '   ' }).title).toBe('Title is required.');
    expect(messages({ ...ok, benefitList: [] }).benefitList).toBe('List at least one benefit.');
    expect(messages({ ...ok, benefitList: ['One', ' '] })['benefitList.1']).toBe('Benefit is required.');
    expect(messages({ ...ok, buttonText: '' }).buttonText).toBe('Button text is required.');
  });

  it('sends only the changed fields, trimmed, with the price in cents', () => {
    const pkg = makePackage({ title: 'Basic', price: 49, benefitList: ['A', 'B'] });
    const form = formFromPackage(pkg);
    expect(form.price).toBe('49.00');
    expect(packagePatch(pkg, form)).toEqual({});
    expect(packagePatch(pkg, { ...form, title: ' Basic Plus ', price: '59.5', benefitList: ['A', 'B', ' C '] })).toEqual({
      title: 'Basic Plus',
      priceCents: 5950,
      benefitList: ['A', 'B', 'C'],
    });
    expect(packagePatch(pkg, { ...form, popular: true })).toEqual({ popular: true });
  });

  it('sends the included add-ons only when the set changed', () => {
    const pkg = makePackage({ includedAddOns: ['ein'] });
    const form = formFromPackage(pkg);
    expect(form.includedAddOns).toEqual(['ein']);
    expect(packagePatch(pkg, { ...form, benefitList: [...form.benefitList, 'Registered agent service for a year'] })).toEqual({
      benefitList: [...form.benefitList, 'Registered agent service for a year'],
    });
    expect(packagePatch(pkg, { ...form, includedAddOns: [] })).toEqual({ includedAddOns: [] });
    expect(packagePatch(pkg, { ...form, includedAddOns: ['registeredAgent', 'ein'] })).toEqual({
      includedAddOns: ['registeredAgent', 'ein'],
    });
  });
});
