/**
 * The tax ids an intake asks for. They are sensitive: the bff seals them at rest and shows only
 * their last four digits, so every rule here works on the digits alone.
 */
import { z } from 'zod';
import type { IntakeField } from './fields';

export type TaxIdKind = 'ssn' | 'itin' | 'ein';

const digitsOf = (v: string): string => v.replace(/[\s-]/g, '');

/** SSA never issues area 000, 666 or 900–999, group 00 or serial 0000. */
export function isSsn(raw: string): boolean {
  const d = digitsOf(raw);
  if (!/^\d{9}$/.test(d)) return false;
  const area = d.slice(0, 3);
  return area !== '000' && area !== '666' && area[0] !== '9' && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}

/** An ITIN starts with 9 and its middle two digits are 50–65, 70–88, 90–92 or 94–99. */
export function isItin(raw: string): boolean {
  const d = digitsOf(raw);
  if (!/^9\d{8}$/.test(d)) return false;
  const middle = Number(d.slice(3, 5));
  return (middle >= 50 && middle <= 65) || (middle >= 70 && middle <= 88) || (middle >= 90 && middle <= 92) || middle >= 94;
}

/** An EIN has nine digits and never starts with 00. */
export function isEin(raw: string): boolean {
  const d = digitsOf(raw);
  return /^\d{9}$/.test(d) && !d.startsWith('00');
}

export const TAX_ID_MESSAGES: Readonly<Record<TaxIdKind, string>> = {
  ssn: 'Enter a valid 9-digit Social Security number, for example 123-45-6789.',
  itin: 'Enter a valid 9-digit ITIN: it starts with 9, for example 912-70-1234.',
  ein: 'Enter the 9-digit EIN the IRS gave the business, for example 12-3456789.',
};

const CHECKS: Readonly<Record<TaxIdKind, (v: string) => boolean>> = { ssn: isSsn, itin: isItin, ein: isEin };

/** The digits only, as sealed: "123-45-6789" and "123 45 6789" are one number. */
export const normalizeTaxId = digitsOf;

/** How a sealed value is shown: its last four digits. */
export const maskTaxId = (value: string): string => `•••• ${digitsOf(value).slice(-4)}`;

/** A tax id of one kind; `kindOf` names a sibling select choosing SSN or ITIN, when the form lets the person choose. */
export function taxIdField(key: string, label: string, kind: TaxIdKind, opts: { required?: boolean; hint?: string } = {}): IntakeField {
  return {
    spec: { key, label, kind: 'taxId', required: opts.required ?? true, hint: opts.hint, sensitive: true },
    rule: z.string({ error: TAX_ID_MESSAGES[kind] }).trim().refine(CHECKS[kind], TAX_ID_MESSAGES[kind]).transform(digitsOf),
  };
}

/** An SSN or an ITIN, whichever the person has: the kind is read from the number. */
export function ssnOrItinField(key: string, label: string, opts: { required?: boolean; hint?: string } = {}): IntakeField {
  const message = 'Enter a valid 9-digit SSN or ITIN, for example 123-45-6789.';
  return {
    spec: { key, label, kind: 'taxId', required: opts.required ?? true, hint: opts.hint, sensitive: true },
    rule: z
      .string({ error: message })
      .trim()
      .refine((v) => isSsn(v) || isItin(v), message)
      .transform(digitsOf),
  };
}
