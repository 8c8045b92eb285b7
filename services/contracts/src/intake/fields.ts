/**
 * The building blocks of an intake form: each field is described once, as data the browser renders
 * (its label, kind, choices) and as the zod rule both the browser and the bff check it with, so a
 * mistake gets the same sentence on either side.
 */
import { z } from 'zod';
import { isPoBox } from '../order-rules';
import { parseUsState } from '../us-states';

export type IntakeFieldKind = 'text' | 'textarea' | 'select' | 'choices' | 'date' | 'number' | 'boolean' | 'address' | 'taxId' | 'list';

export interface IntakeOption {
  value: string;
  label: string;
}

/** What the browser needs to draw one field; free of zod so it travels in an API answer. */
export interface IntakeFieldSpec {
  key: string;
  label: string;
  kind: IntakeFieldKind;
  /** Needed before the details can be submitted; a draft may leave any field out. */
  required: boolean;
  hint?: string;
  options?: readonly IntakeOption[];
  /** Kept sealed at rest and shown masked; only a tax id is. */
  sensitive?: boolean;
  /** The fields of each entry of a list. */
  item?: readonly IntakeFieldSpec[];
  /** The label of the button adding an entry to a list. */
  addLabel?: string;
}

export interface IntakeField {
  spec: IntakeFieldSpec;
  /** The rule for a value that is present. */
  rule: z.ZodType;
  /** The rule for each entry of a list, absent fields allowed, as a draft keeps it. */
  draftRule?: z.ZodType;
}

interface Common {
  required?: boolean;
  hint?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string): boolean => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Free text: `missing` is both the message for an empty value and for a missing required one. */
export function textField(
  key: string,
  label: string,
  missing: string,
  opts: Common & { max?: number; refine?: (v: string) => string | undefined; multiline?: boolean } = {},
): IntakeField {
  const max = opts.max ?? 200;
  const rule = z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters.`)
    .superRefine((v, ctx) => {
      const message = opts.refine?.(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
  return {
    spec: { key, label, kind: opts.multiline ? 'textarea' : 'text', required: opts.required ?? true, hint: opts.hint },
    rule,
  };
}

export function selectField(key: string, label: string, options: readonly IntakeOption[], missing: string, opts: Common = {}): IntakeField {
  const values = options.map((o) => o.value) as [string, ...string[]];
  return {
    spec: { key, label, kind: 'select', required: opts.required ?? true, hint: opts.hint, options },
    rule: z.enum(values, { error: missing }),
  };
}

/** Several of the options; a required one needs at least one ticked. */
export function choicesField(
  key: string,
  label: string,
  options: readonly IntakeOption[],
  missing: string,
  opts: Common = {},
): IntakeField {
  const values = options.map((o) => o.value) as [string, ...string[]];
  return {
    spec: { key, label, kind: 'choices', required: opts.required ?? true, hint: opts.hint, options },
    rule: z.array(z.enum(values, { error: missing }), { error: missing }).min(1, missing),
  };
}

export function dateField(key: string, label: string, missing: string, opts: Common = {}): IntakeField {
  return {
    spec: { key, label, kind: 'date', required: opts.required ?? true, hint: opts.hint },
    rule: z
      .string({ error: missing })
      .trim()
      .min(1, missing)
      .refine(isRealDate, `${label}: enter a date as YYYY-MM-DD, for example 2026-01-15.`),
  };
}

/** A whole number from `min` to `max`. */
export function numberField(key: string, label: string, min: number, max: number, opts: Common = {}): IntakeField {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return {
    spec: { key, label, kind: 'number', required: opts.required ?? true, hint: opts.hint },
    rule: z.number({ error: message }).int(message).min(min, message).max(max, message),
  };
}

export function booleanField(key: string, label: string, opts: Common = {}): IntakeField {
  return {
    spec: { key, label, kind: 'boolean', required: opts.required ?? false, hint: opts.hint },
    rule: z.boolean({ error: `${label}: answer yes or no.` }),
  };
}

export const PO_BOX_MESSAGE =
  'Give a street address: a P.O. box cannot be used here. Use the street address where the business or agent is.';

/**
 * A postal address. `street` refuses a P.O. box (a principal or registered office must be a place);
 * `inState` names the only state it may be in.
 */
export function addressField(key: string, label: string, opts: Common & { street?: boolean; inState?: string } = {}): IntakeField {
  const street = z
    .string({ error: `${label}: enter the street address.` })
    .trim()
    .min(1, `${label}: enter the street address.`)
    .max(200, `${label}: the street address must be at most 200 characters.`)
    .refine((v) => !opts.street || !isPoBox(v), PO_BOX_MESSAGE);
  const city = z
    .string({ error: `${label}: enter the city.` })
    .trim()
    .min(1, `${label}: enter the city.`)
    .max(80, `${label}: the city must be at most 80 characters.`);
  const stateMessage = opts.inState
    ? `${label} must be in ${opts.inState}, the state the business is filed in.`
    : `${label}: choose a US state or DC (for example Texas or TX).`;
  const state = z
    .string({ error: stateMessage })
    .refine((v) => {
      const parsed = parseUsState(v);
      return parsed !== undefined && (!opts.inState || parsed.name === parseUsState(opts.inState)?.name);
    }, stateMessage)
    .transform((v) => parseUsState(v)!.name);
  const zip = z
    .string({ error: `${label}: enter a 5-digit ZIP code.` })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, `${label}: enter a 5-digit ZIP code.`);
  const parts = { street, city, state, zip };
  return {
    spec: { key, label, kind: 'address', required: opts.required ?? true, hint: opts.hint },
    rule: z.object(parts, { error: `${label}: enter the street, city, state and ZIP code.` }),
    draftRule: z.object(optionalShape(parts)),
  };
}

/** A repeated group, such as the members of an LLC: at least `min` entries when required. */
export function listField(
  key: string,
  label: string,
  item: readonly IntakeField[],
  opts: Common & { min?: number; max?: number; addLabel: string; missing: string },
): IntakeField {
  const min = opts.min ?? 1;
  const max = opts.max ?? 50;
  const shape = Object.fromEntries(item.map((f) => [f.spec.key, f.spec.required ? f.rule : draftOf(f)]));
  const draftShape = Object.fromEntries(item.map((f) => [f.spec.key, draftOf(f)]));
  return {
    spec: {
      key,
      label,
      kind: 'list',
      required: opts.required ?? true,
      hint: opts.hint,
      item: item.map((f) => f.spec),
      addLabel: opts.addLabel,
    },
    rule: z.array(z.object(shape), { error: opts.missing }).min(min, opts.missing).max(max, `${label}: at most ${max} entries.`),
    draftRule: z.array(z.object(draftShape)).max(max, `${label}: at most ${max} entries.`),
  };
}

/** Blank text reads as not answered yet, the way an empty input is sent. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function optionalShape(shape: Record<string, z.ZodType>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(shape).map(([k, r]) => [k, z.preprocess(blankIsAbsent, r.optional())]));
}

/** The rule a draft checks a field with: the same rule, but the field may be left out. */
export function draftOf(f: IntakeField): z.ZodType {
  return z.preprocess(blankIsAbsent, (f.draftRule ?? f.rule).optional());
}
