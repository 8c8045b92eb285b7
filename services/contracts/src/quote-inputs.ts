import { z } from 'zod';
import { defaultUcrYear, mcNumberError, usdotError } from './trucking-tools';

/**
 * What a customer tells us so a service's government fee can be quoted, declared once: the quote
 * endpoint reads them from its query, the order from its body (the state from the business
 * address), and the checkout asks them.
 */
export const ANNUAL_REPORT_ENTITY_TYPES = ['llc', 'corporation'] as const;
export type AnnualReportEntityType = (typeof ANNUAL_REPORT_ENTITY_TYPES)[number];

export const COPYRIGHT_APPLICATIONS = ['single', 'standard'] as const;
export type CopyrightApplication = (typeof COPYRIGHT_APPLICATIONS)[number];

/** The Nice classification has 45 classes of goods and services. */
export const TRADEMARK_CLASSES_MAX = 45;

export const FLEET_SIZE_MAX = 1_000_000;
export const FLEET_SIZE_MESSAGE = 'Fleet size must be a whole number.';
export const UCR_YEAR_MESSAGE = 'Choose the UCR registration year.';
const TRADEMARK_CLASSES_MESSAGE = `Number of classes must be a whole number from 1 to ${TRADEMARK_CLASSES_MAX}.`;

/** The fields, each with the message a wrong value gets. The state is the business state. */
export const QuoteInputFields = {
  fleetSize: z
    .number({ error: FLEET_SIZE_MESSAGE })
    .int(FLEET_SIZE_MESSAGE)
    .min(0, FLEET_SIZE_MESSAGE)
    .max(FLEET_SIZE_MAX, FLEET_SIZE_MESSAGE),
  /** The UCR registration year bought; which years are on sale depends on the day (ucrYearsOnSale). */
  ucrYear: z.number({ error: UCR_YEAR_MESSAGE }).int(UCR_YEAR_MESSAGE).min(2000, UCR_YEAR_MESSAGE).max(2100, UCR_YEAR_MESSAGE),
  entityType: z.enum(ANNUAL_REPORT_ENTITY_TYPES, { error: 'Choose whether the report is for an LLC or a corporation.' }),
  trademarkClasses: z
    .number({ error: TRADEMARK_CLASSES_MESSAGE })
    .int(TRADEMARK_CLASSES_MESSAGE)
    .min(1, TRADEMARK_CLASSES_MESSAGE)
    .max(TRADEMARK_CLASSES_MAX, TRADEMARK_CLASSES_MESSAGE),
  copyrightApplication: z.enum(COPYRIGHT_APPLICATIONS, { error: 'Choose the Single or the Standard Application.' }),
  /** Not a fee input: it dates the carrier's MCS-150 in the compliance calendar. */
  usdotNumber: z
    .string({ error: usdotError('')! })
    .trim()
    .superRefine((value, ctx) => {
      const message = usdotError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  /** The carrier's MC (docket) number, which a UCR or BOC-3 may be filed under instead of the USDOT number. */
  mcNumber: z
    .string({ error: mcNumberError('')! })
    .trim()
    .superRefine((value, ctx) => {
      const message = mcNumberError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
};
export type QuoteInputField = keyof typeof QuoteInputFields;

export interface QuoteInputs extends Partial<{ [K in QuoteInputField]: z.infer<(typeof QuoteInputFields)[K]> }> {
  state?: string;
}
export type QuoteInputKey = keyof QuoteInputs;

/** The answers an order may carry beyond its business address. */
export const QuoteInputsSchema = z.object(QuoteInputFields).partial().meta({ id: 'QuoteInputs' });
export type OrderQuoteInputs = z.infer<typeof QuoteInputsSchema>;

/**
 * What each service's government fee needs before it can be quoted. The annual report's entity
 * type comes from the business type when the customer gives none; for any other kind of business
 * the quote says that no checked fee applies rather than refusing the order.
 */
export const QUOTE_INPUTS_REQUIRED: Readonly<Record<string, readonly QuoteInputKey[]>> = {
  'llc-formation': ['state'],
  corporation: ['state'],
  nonprofit: ['state'],
  'annual-report': ['state'],
  'dba-filing': ['state'],
  'trademark-registration': ['trademarkClasses'],
  'copyright-registration': ['copyrightApplication'],
  'ucr-2025': ['fleetSize'],
};

/** What the customer is asked when an input is missing. */
export const QUOTE_INPUT_MISSING: Readonly<Record<QuoteInputKey, string>> = {
  state: 'Choose the state where the business is formed.',
  fleetSize: 'Enter your fleet size (number of power units).',
  ucrYear: UCR_YEAR_MESSAGE,
  entityType: 'Choose whether the report is for an LLC or a corporation.',
  trademarkClasses: 'Enter how many classes of goods or services the trademark covers.',
  copyrightApplication: 'Choose the Single or the Standard Application.',
  usdotNumber: usdotError('')!,
  mcNumber: mcNumberError('')!,
};

/**
 * The inputs as a quote reads them on `today`: a UCR order that names no registration year is for
 * the newest year on sale, so the checkout and the server price the same year.
 */
export function withDefaultInputs<I extends QuoteInputs>(slug: string, inputs: I, today: Date): I {
  if (slug !== 'ucr-2025' || inputs.ucrYear !== undefined) return inputs;
  const year = defaultUcrYear(today);
  return year === null ? inputs : { ...inputs, ucrYear: year };
}

/** The inputs of one service, each required: the schema an order of that service must satisfy. */
export function quoteInputsSchemaFor(slug: string) {
  const keys = (QUOTE_INPUTS_REQUIRED[slug] ?? []).filter((k): k is QuoteInputField => k !== 'state');
  return z.object(Object.fromEntries(keys.map((k) => [k, QuoteInputFields[k]])) as Partial<typeof QuoteInputFields>);
}

/** The inputs a service needs that are still missing. */
export function missingQuoteInputs(slug: string, inputs: QuoteInputs): QuoteInputKey[] {
  return (QUOTE_INPUTS_REQUIRED[slug] ?? []).filter((k) => inputs[k] === undefined || inputs[k] === '');
}

/** The annual-report entity type a business type implies ("LLC", "Corporation"), if any. */
export function annualReportEntityTypeOf(businessType: string | undefined): AnnualReportEntityType | undefined {
  const t = businessType?.trim().toLowerCase();
  if (t === 'llc') return 'llc';
  if (t === 'corporation') return 'corporation';
  return undefined;
}

/** Whether a service's quote waits for an input (the UCR fee for the fleet size, say). */
export const quoteNeeds = (slug: string, key: QuoteInputKey): boolean => (QUOTE_INPUTS_REQUIRED[slug] ?? []).includes(key);
