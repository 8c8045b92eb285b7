/**
 * The package editor's form: values as typed, validation that mirrors the server's
 * `UpdatePackageDto` (same limits, same wording), and the PATCH body with only what changed.
 */
import type { AddOnKey, PackageDto } from '@filebridge/contracts';
import type { PackagePatch } from '@filebridge/contracts';

export const PRICE_MIN_CENTS = 100;
export const PRICE_MAX_CENTS = 10_000_000;
export const LIMITS = { title: 120, pricePlus: 80, description: 500, benefit: 200, benefits: 15, buttonText: 40 } as const;

export interface PackageForm {
  title: string;
  /** Dollars as typed: "149", "149.5", "1,250.00". */
  price: string;
  pricePlus: string;
  description: string;
  popular: boolean;
  benefitList: string[];
  buttonText: string;
  /** Add-ons the package already contains: the checkout shows them ticked and never charges them. */
  includedAddOns: AddOnKey[];
}

export type PackageFormErrors = Partial<Record<Exclude<keyof PackageForm, 'benefitList' | 'includedAddOns'>, string>> & {
  benefitList?: string;
  /** Per-row messages, by index. */
  benefits?: Record<number, string>;
};

export function formFromPackage(pkg: PackageDto): PackageForm {
  return {
    title: pkg.title,
    price: pkg.price.toFixed(2),
    pricePlus: pkg.pricePlus ?? '',
    description: pkg.description ?? '',
    popular: !!pkg.popular,
    benefitList: [...(pkg.benefitList ?? [])],
    buttonText: pkg.buttonText ?? '',
    includedAddOns: [...(pkg.includedAddOns ?? [])],
  };
}

const sameAddOns = (a: readonly AddOnKey[], b: readonly AddOnKey[]) => a.length === b.length && a.every((k) => b.includes(k));

/**
 * Dollars text → integer cents without floating point: "1,250.5" → 125050. Null when it is not a
 * plain amount with at most two decimals.
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1] || '0');
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

export function validatePackageForm(form: PackageForm): PackageFormErrors {
  const errors: PackageFormErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = 'Title is required.';
  else if (title.length > LIMITS.title) errors.title = `Title must be at most ${LIMITS.title} characters.`;

  if (!form.price.trim()) errors.price = 'Price is required.';
  else {
    const cents = parseDollarsToCents(form.price);
    if (cents === null) errors.price = 'Enter a price in dollars, like 149 or 149.99.';
    else if (cents < PRICE_MIN_CENTS) errors.price = 'Price must be at least $1.00.';
    else if (cents > PRICE_MAX_CENTS) errors.price = 'Price must be at most $100,000.';
  }

  if (form.pricePlus.trim().length > LIMITS.pricePlus) errors.pricePlus = `Price suffix must be at most ${LIMITS.pricePlus} characters.`;
  if (form.description.trim().length > LIMITS.description)
    errors.description = `Description must be at most ${LIMITS.description} characters.`;

  const benefits: Record<number, string> = {};
  form.benefitList.forEach((benefit, index) => {
    const text = benefit.trim();
    if (!text) benefits[index] = 'Benefits cannot be empty.';
    else if (text.length > LIMITS.benefit) benefits[index] = `A benefit must be at most ${LIMITS.benefit} characters.`;
  });
  if (Object.keys(benefits).length) errors.benefits = benefits;
  if (form.benefitList.length === 0) errors.benefitList = 'List at least one benefit.';
  else if (form.benefitList.length > LIMITS.benefits) errors.benefitList = `List at most ${LIMITS.benefits} benefits.`;

  const buttonText = form.buttonText.trim();
  if (!buttonText) errors.buttonText = 'Button text is required.';
  else if (buttonText.length > LIMITS.buttonText) errors.buttonText = `Button text must be at most ${LIMITS.buttonText} characters.`;
  return errors;
}

export const hasErrors = (errors: PackageFormErrors): boolean => Object.keys(errors).length > 0;

/** The PATCH body: trimmed values of the fields that differ from the saved package. */
export function packagePatch(original: PackageDto, form: PackageForm): PackagePatch {
  const patch: PackagePatch = {};
  const title = form.title.trim();
  if (title !== original.title) patch.title = title;
  const cents = parseDollarsToCents(form.price);
  if (cents !== null && cents !== Math.round(original.price * 100)) patch.priceCents = cents;
  const pricePlus = form.pricePlus.trim();
  if (pricePlus !== (original.pricePlus ?? '')) patch.pricePlus = pricePlus;
  const description = form.description.trim();
  if (description !== (original.description ?? '')) patch.description = description;
  if (form.popular !== !!original.popular) patch.popular = form.popular;
  const benefits = form.benefitList.map((b) => b.trim());
  const before = original.benefitList ?? [];
  if (benefits.length !== before.length || benefits.some((b, i) => b !== before[i])) patch.benefitList = benefits;
  const buttonText = form.buttonText.trim();
  if (buttonText !== (original.buttonText ?? '')) patch.buttonText = buttonText;
  if (!sameAddOns(form.includedAddOns, original.includedAddOns ?? [])) patch.includedAddOns = form.includedAddOns;
  return patch;
}
