import { z } from 'zod';
import { AuthResponseSchema } from '../schemas/auth';
import { envelope } from '../schemas/common';
import { currentPassword, email, uuid } from '../schemas/fields';
import { newPassword } from '../schemas/password';

export const RESET_LINK_INVALID = 'This password reset link is not valid. Ask for a new one.';

/** One signed-in device of the account, as the devices page lists it. */
export const SessionSchema = z
  .object({
    id: z.string(),
    device: z.string(),
    place: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof SessionSchema>;

export const SessionListSchema = envelope(z.array(SessionSchema)).meta({ id: 'SessionList' });

export const SessionParamsSchema = z.object({ id: uuid('Session not found.') });

export const PasswordResetRequestSchema = z.object({ email }).meta({ id: 'PasswordResetRequest' });

/** The token from the reset link, as it was mailed: base64url, 43 characters. */
const resetToken = z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID);

export const PasswordResetConfirmSchema = z.object({ token: resetToken, password: newPassword }).meta({ id: 'PasswordResetConfirm' });

export const ChangePasswordSchema = z
  .object({ currentPassword, newPassword })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one.',
  })
  .meta({ id: 'ChangePasswordRequest' });

/** The account's address, whether its owner verified it, and the address it is changing to, if any. */
export const EmailStatusSchema = envelope(z.object({ email: z.string(), verified: z.boolean(), pendingEmail: z.string().nullable() })).meta(
  { id: 'EmailStatus' },
);
export type EmailStatus = z.infer<typeof EmailStatusSchema>['data'];

export const VERIFY_LINK_INVALID = 'This verification link is not valid. Send a new one from your account page.';

export const VerifyEmailSchema = z
  .object({ token: z.string({ error: VERIFY_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, VERIFY_LINK_INVALID) })
  .meta({ id: 'VerifyEmailRequest' });

export const VerifyEmailResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), email: z.string() })
  .meta({ id: 'VerifyEmailResponse' });

export const ChangeEmailSchema = z.object({ email, password: currentPassword }).meta({ id: 'ChangeEmailRequest' });

export const SECOND_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/** A code from the authenticator app, or a recovery code (`xxxxx-xxxxx`, any case, dash or not). */
export const secondFactorCode = z
  .string({ error: SECOND_FACTOR_CODE_MESSAGE })
  .trim()
  .regex(/^(\d{6}|[A-Za-z2-7]{5}[\s-]?[A-Za-z2-7]{5})$/, SECOND_FACTOR_CODE_MESSAGE);

/** Only a code from the app: enrolment proves the app holds the secret. */
const appCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

/** The password again: a session alone (a device left signed in) must not tie the account to someone else's app. */
export const SecondFactorEnrolSchema = z.object({ password: currentPassword }).meta({ id: 'SecondFactorEnrol' });
export const SecondFactorCodeSchema = z.object({ code: secondFactorCode }).meta({ id: 'SecondFactorCode' });
export const SecondFactorConfirmSchema = z.object({ code: appCode }).meta({ id: 'SecondFactorConfirm' });

export const SecondFactorStatusSchema = envelope(z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() })).meta({
  id: 'SecondFactorStatus',
});

/** The secret to add to an authenticator app: typed, as an otpauth:// URI, or as that URI in a QR code (SVG). */
export const SecondFactorEnrolmentSchema = envelope(z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() })).meta({
  id: 'SecondFactorEnrolment',
});

/** Shown once: the single-use recovery codes. */
export const RecoveryCodesSchema = envelope(z.object({ recoveryCodes: z.array(z.string()) })).meta({ id: 'RecoveryCodes' });

/** The log-in answer when the password was right and the account has a second factor to ask for. */
export const TwoFactorChallengeSchema = z
  .object({ success: z.literal(true), twoFactorRequired: z.literal(true), challengeId: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** A signed-in answer, or, for an account with a second factor, the challenge its second step takes. */
export const SignInResponseSchema = z.union([AuthResponseSchema, TwoFactorChallengeSchema]).meta({ id: 'SignInResponse' });

export const LoginSecondFactorSchema = z
  .object({ challengeId: z.string({ error: 'Log in again.' }).min(1, 'Log in again.').max(2000, 'Log in again.'), code: secondFactorCode })
  .meta({ id: 'LoginSecondFactor' });
