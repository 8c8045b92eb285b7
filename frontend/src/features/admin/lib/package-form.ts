/**
 * The package editor's form: values as typed, checked by the package PATCH schema of the contracts
 * (same limits, same wording), and the PATCH body with only what changed.
 */
import { PACKAGE_LIMITS, PackagePatchSchema, required, type AddOnKey, type PackageDto, type PackagePatch } from '@filebridge/contracts';
import { z } from 'zod';

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

const patch = PackagePatchSchema.shape;

/** The PATCH rules applied to the form as typed: every field present, the price in dollars text. */
export const PackageFormSchema = z.object({
  title: patch.title.unwrap(),
  price: z
    .string()
    .trim()
    .min(1, required('Price'))
    .refine((v) => parseDollarsToCents(v) !== null, 'Enter a price in dollars, like 149 or 149.99.')
    .transform((v) => parseDollarsToCents(v) ?? 0)
    .pipe(patch.priceCents.unwrap()),
  pricePlus: patch.pricePlus.unwrap(),
  description: patch.description.unwrap(),
  popular: z.boolean(),
  benefitList: patch.benefitList.unwrap(),
  buttonText: patch.buttonText.unwrap(),
  includedAddOns: patch.includedAddOns.unwrap(),
});

export const MAX_BENEFITS = PACKAGE_LIMITS.maxBenefits;

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
