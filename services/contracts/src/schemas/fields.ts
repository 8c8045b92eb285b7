/**
 * Field rules and the messages a person sees, written once. The bff validates with them, the
 * OpenAPI document describes them and the browser's forms check them before sending, so the same
 * mistake gets the same sentence wherever it is caught.
 */
import { z } from 'zod';

export const FIELD_LIMITS = {
  personName: 60,
  email: 254,
  passwordMin: 12,
  passwordMax: 128,
  phoneMin: 7,
  phoneMax: 20,
  url: 500,
} as const;

export const FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number.',
  passwordPolicy: `Password must be ${FIELD_LIMITS.passwordMin} to ${FIELD_LIMITS.passwordMax} characters.`,
  passwordCommon: 'This password is one of the most commonly used, so it is easy to guess. Choose another.',
  passwordRequired: 'Password is required.',
  zipInvalid: 'Enter a 5-digit ZIP code.',
  profilePicture: 'Profile picture must be an https:// image URL.',
  website: 'Website must start with http:// or https://.',
} as const;

export const required = (label: string) => `${label} is required.`;
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

const PHONE = /^\+?[0-9 ()\-.]{7,20}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
/** Letters and digits both, so a password is not a word or a number alone. */

/** A trimmed, required piece of text of at most `max` characters, named `label` in its messages. */
export const text = (label: string, max: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(label, max));

/** Optional free text: absent, or trimmed and at most `max` characters; null is refused, never stored. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, tooLong(label, max))
    .optional();

export const personName = (label: string) => text(label, FIELD_LIMITS.personName);

/** Trimmed and lower-cased, so one address is one account and one subscriber whatever its case. */
export const email = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(FIELD_LIMITS.email, FIELD_MESSAGES.emailInvalid)
  .pipe(z.email(FIELD_MESSAGES.emailInvalid));

export const phone = z.string({ error: FIELD_MESSAGES.phoneInvalid }).trim().regex(PHONE, FIELD_MESSAGES.phoneInvalid);

/** A phone the person may leave out: absent or empty means none. */
export const optionalPhone = z
  .string({ error: FIELD_MESSAGES.phoneInvalid })
  .trim()
  .refine((v) => v === '' || PHONE.test(v), FIELD_MESSAGES.phoneInvalid)
  .optional();

export const zip = z.string({ error: FIELD_MESSAGES.zipInvalid }).trim().regex(ZIP, FIELD_MESSAGES.zipInvalid);

/** A password given to sign in: only present and bounded, so the policy is never revealed at login. */
export const currentPassword = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(1, FIELD_MESSAGES.passwordRequired)
  .max(FIELD_LIMITS.passwordMax, 'Email or password is incorrect.');

export const uuid = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

export const slug = (message: string) => z.string({ error: message }).regex(/^[a-z0-9][a-z0-9-]{0,79}$/, message);

/** An https URL, or '' to clear the field. */
export const httpsUrlOrEmpty = z
  .string()
  .trim()
  .regex(/^(https:\/\/[^\s"'<>]{1,500})?$/, FIELD_MESSAGES.profilePicture);

export const websiteOrEmpty = z
  .string()
  .trim()
  .regex(/^(https?:\/\/[^\s<>"']{1,300})?$/, FIELD_MESSAGES.website);

/** Timestamps travel as ISO 8601 strings with their offset. */
export const timestamp = z.iso.datetime({ offset: true });

/** Dollars with cents, as the API shows money. */
export const dollars = z.number().finite();

/** A query-string number: the text a browser sends, read as an integer within bounds. */
export const queryInt = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
