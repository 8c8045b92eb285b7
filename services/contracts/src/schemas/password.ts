/**
 * The rule for new passwords, apart from the other field rules: it carries the common-password
 * list, which only the pages that set a password need to load.
 */
import { z } from 'zod';
import { COMMON_PASSWORDS } from '../data/common-passwords';
import { FIELD_LIMITS, FIELD_MESSAGES } from './fields';

/** Built on first use, so a bundle that never checks a password can leave the list out. */
let common: ReadonlySet<string> | undefined;
/** Whether the password is one of the most used ones, whatever its case. */
export const isCommonPassword = (value: string): boolean => (common ??= new Set(COMMON_PASSWORDS)).has(value.toLowerCase());

/**
 * The policy new passwords must meet (OWASP ASVS 5, 6.2): a length in bounds and not a commonly
 * used password. No rules on which kinds of characters: they push people to predictable patterns.
 */
export const newPassword = z
  .string({ error: FIELD_MESSAGES.passwordPolicy })
  .min(FIELD_LIMITS.passwordMin, FIELD_MESSAGES.passwordPolicy)
  .max(FIELD_LIMITS.passwordMax, FIELD_MESSAGES.passwordPolicy)
  .refine((v) => !isCommonPassword(v), FIELD_MESSAGES.passwordCommon);

/** The password policy as a checklist a person can watch fill in while typing. */
export const passwordChecklist = (value: string): { label: string; met: boolean }[] => [
  {
    label: `${FIELD_LIMITS.passwordMin} to ${FIELD_LIMITS.passwordMax} characters`,
    met: value.length >= FIELD_LIMITS.passwordMin && value.length <= FIELD_LIMITS.passwordMax,
  },
  { label: 'Not a commonly used password', met: value.length >= FIELD_LIMITS.passwordMin && !isCommonPassword(value) },
];
