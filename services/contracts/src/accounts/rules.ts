/**
 * The rules of the account-safety flows, shared by the bff that enforces them and the pages and
 * mails that state them.
 */

/** A password-reset link works this long, once, and only while it is the newest one asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/**
 * Reset requests allowed per address and per client address in each window: enough for a person
 * who lost the first mail, too few to flood an inbox or probe many addresses.
 */
export const PASSWORD_RESET_LIMITS = { perEmail: 3, perIp: 10, windowMinutes: 15 } as const;

/** The one answer to a reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_SENT =
  'If an account uses this address, we have sent it a link to choose a new password. Check your inbox; the link works for 30 minutes.';

/** One mail per reset request. */
export const passwordResetMailKey = (resetId: string): string => `password-reset-${resetId}`;

/** A verification link works this long, once, and only while it is the newest one sent. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** Verification mails an account may have sent (resends and address changes) per window. */
export const EMAIL_VERIFICATION_LIMITS = { perAccount: 3, windowMinutes: 15 } as const;

/** One mail per verification sent. */
export const verifyEmailMailKey = (verificationId: string): string => `verify-email-${verificationId}`;

/** One notice to the old address per change asked for. */
export const emailChangedMailKey = (verificationId: string): string => `email-changed-${verificationId}`;

/**
 * Signing up with an address an account already uses mails that account a notice, at most once per
 * address in each window: enough to tell the owner, too few to flood their inbox.
 */
export const SIGNUP_ATTEMPT_NOTICE_WINDOW_MINUTES = 60;

/** One notice per account per window, whatever the number of sign-ups tried with its address in it. */
export const signupAttemptMailKey = (accountId: string, at: Date): string =>
  `signup-attempted-${accountId}-${Math.floor(at.getTime() / (SIGNUP_ATTEMPT_NOTICE_WINDOW_MINUTES * 60_000))}`;

/** What a call that needs a verified address answers until the customer verified it. */
export const EMAIL_UNVERIFIED = {
  message: 'Verify your email address first: open the link we sent you, or send a new one from your account page.',
  code: 'email_unverified',
} as const;
