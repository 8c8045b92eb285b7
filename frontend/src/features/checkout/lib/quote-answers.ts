/**
 * The answers some services' government fees depend on, beyond the business state: how many
 * trademark classes, which Copyright Office application. The contracts declare them; the checkout
 * keeps them as typed and turns them into the order's quote inputs.
 */
import {
  CARRIER_NUMBER_SERVICES,
  COPYRIGHT_APPLICATIONS,
  isValidUsdot,
  mcNumberError as mcNumberRuleError,
  USDOT_NUMBER_SERVICES,
  QUOTE_INPUT_MISSING,
  QUOTE_INPUTS_REQUIRED,
  QuoteInputFields,
  UCR_YEAR_MESSAGE,
  ucrYearError,
  type CopyrightApplication,
  type QuoteInputKey,
  type QuoteInputs,
} from '@filebridge/contracts';

export type QuoteAnswerField = 'trademarkClasses' | 'copyrightApplication' | 'usdotNumber' | 'mcNumber' | 'ucrYear';

/**
 * Whether the checkout asks this question for the service. The USDOT number is asked of carriers;
 * a filing made under the carrier's FMCSA number also asks the MC number, and needs one of the two.
 */
export function asksFor(slug: string, field: QuoteInputKey): boolean {
  if (field === 'usdotNumber') return USDOT_NUMBER_SERVICES.has(slug);
  if (field === 'mcNumber') return CARRIER_NUMBER_SERVICES.has(slug);
  if (field === 'ucrYear') return slug === 'ucr-2025';
  return (QUOTE_INPUTS_REQUIRED[slug] ?? []).includes(field);
}

/** Whether the service's filing needs the USDOT or the MC number rather than taking the USDOT as optional. */
export const needsCarrierNumber = (slug: string) => CARRIER_NUMBER_SERVICES.has(slug);

export function mcNumberError(value: string): string | undefined {
  return value.trim() ? (mcNumberRuleError(value) ?? undefined) : undefined;
}

export function usdotNumberError(value: string): string | undefined {
  const v = value.trim();
  return !v || isValidUsdot(v) ? undefined : QUOTE_INPUT_MISSING.usdotNumber;
}

export function trademarkClassesError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return QUOTE_INPUT_MISSING.trademarkClasses;
  const parsed = QuoteInputFields.trademarkClasses.safeParse(/^\d+$/.test(v) ? Number(v) : Number.NaN);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export function copyrightApplicationError(value: string): string | undefined {
  return (COPYRIGHT_APPLICATIONS as readonly string[]).includes(value) ? undefined : QUOTE_INPUT_MISSING.copyrightApplication;
}

export function ucrYearAnswerError(value: string, today: Date = new Date()): string | undefined {
  return /^\d{4}$/.test(value) ? (ucrYearError(Number(value), today) ?? undefined) : UCR_YEAR_MESSAGE;
}

export interface QuoteAnswers {
  fleetSize?: number;
  trademarkClasses: string;
  copyrightApplication: string;
  usdotNumber: string;
  mcNumber: string;
  ucrYear: string;
}

/** The answers that are valid and asked for this service, as the order's quote inputs. */
export function quoteAnswersOf(slug: string, answers: QuoteAnswers): Omit<QuoteInputs, 'state' | 'entityType'> {
  return {
    ...(answers.fleetSize !== undefined ? { fleetSize: answers.fleetSize } : {}),
    ...(asksFor(slug, 'trademarkClasses') && !trademarkClassesError(answers.trademarkClasses)
      ? { trademarkClasses: Number(answers.trademarkClasses.trim()) }
      : {}),
    ...(asksFor(slug, 'copyrightApplication') && !copyrightApplicationError(answers.copyrightApplication)
      ? { copyrightApplication: answers.copyrightApplication as CopyrightApplication }
      : {}),
    ...(asksFor(slug, 'usdotNumber') && answers.usdotNumber.trim() && !usdotNumberError(answers.usdotNumber)
      ? { usdotNumber: answers.usdotNumber.trim() }
      : {}),
    ...(asksFor(slug, 'mcNumber') && answers.mcNumber.trim() && !mcNumberError(answers.mcNumber)
      ? { mcNumber: answers.mcNumber.trim() }
      : {}),
    ...(asksFor(slug, 'ucrYear') && !ucrYearAnswerError(answers.ucrYear) ? { ucrYear: Number(answers.ucrYear) } : {}),
  };
}
