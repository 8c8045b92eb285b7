/**
 * The answers some services' government fees depend on, beyond the business state: how many
 * trademark classes, which Copyright Office application. The contracts declare them; the checkout
 * keeps them as typed and turns them into the order's quote inputs.
 */
import {
  COPYRIGHT_APPLICATIONS,
  isValidUsdot,
  USDOT_NUMBER_SERVICES,
  QUOTE_INPUT_MISSING,
  QUOTE_INPUTS_REQUIRED,
  QuoteInputFields,
  type CopyrightApplication,
  type QuoteInputKey,
  type QuoteInputs,
} from '@filebridge/contracts';

export type QuoteAnswerField = 'trademarkClasses' | 'copyrightApplication' | 'usdotNumber';

/** Whether the checkout asks this question for the service; the USDOT number is asked of carriers, and optional. */
export const asksFor = (slug: string, field: QuoteInputKey) =>
  field === 'usdotNumber' ? USDOT_NUMBER_SERVICES.has(slug) : (QUOTE_INPUTS_REQUIRED[slug] ?? []).includes(field);

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

export interface QuoteAnswers {
  fleetSize?: number;
  trademarkClasses: string;
  copyrightApplication: string;
  usdotNumber: string;
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
  };
}
