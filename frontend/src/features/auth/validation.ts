/**
 * Signup and login rules, the same as the bff's (bff/src/auth/auth.dto.ts) and with its wording,
 * so a customer sees the same sentence whether the browser or the server catches a mistake.
 */
export const AUTH_MESSAGES = {
  firstName: 'First name is required.',
  firstNameLong: 'First name must be at most 60 characters.',
  lastName: 'Last name is required.',
  lastNameLong: 'Last name must be at most 60 characters.',
  email: 'Enter a valid email address.',
  emailRequired: 'Email is required.',
  phone: 'Enter a valid phone number.',
  password: 'Password must be 10 to 128 characters and include a letter and a number.',
  passwordRequired: 'Password is required.',
} as const;

export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** A practical address check (local@domain.tld, no spaces); the server's IsEmail has the last word. */
const EMAIL =
  /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const PHONE = /^\+?[0-9 ()\-.]{7,20}$/;

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export interface LoginValues {
  email: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

export function emailError(value: string): string | undefined {
  if (!value.trim()) return AUTH_MESSAGES.emailRequired;
  return isValidEmail(value) ? undefined : AUTH_MESSAGES.email;
}

export function phoneError(value: string, required = false): string | undefined {
  const phone = value.trim();
  if (!phone) return required ? AUTH_MESSAGES.phone : undefined;
  return PHONE.test(phone) ? undefined : AUTH_MESSAGES.phone;
}

export function passwordPolicyError(value: string): string | undefined {
  if (!value) return AUTH_MESSAGES.passwordRequired;
  const ok = value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && /[A-Za-z]/.test(value) && /\d/.test(value);
  return ok ? undefined : AUTH_MESSAGES.password;
}

function nameError(value: string, required: string, tooLong: string): string | undefined {
  const name = value.trim();
  if (!name) return required;
  return name.length > NAME_MAX ? tooLong : undefined;
}

export function validateSignupField(field: keyof SignupValues, values: SignupValues): string | undefined {
  switch (field) {
    case 'firstName':
      return nameError(values.firstName, AUTH_MESSAGES.firstName, AUTH_MESSAGES.firstNameLong);
    case 'lastName':
      return nameError(values.lastName, AUTH_MESSAGES.lastName, AUTH_MESSAGES.lastNameLong);
    case 'email':
      return emailError(values.email);
    case 'phone':
      return phoneError(values.phone);
    case 'password':
      return passwordPolicyError(values.password);
  }
}

export function validateSignup(values: SignupValues): FieldErrors<SignupValues> {
  const errors: FieldErrors<SignupValues> = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) {
    const error = validateSignupField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

export function validateLoginField(field: keyof LoginValues, values: LoginValues): string | undefined {
  if (field === 'email') return emailError(values.email);
  if (!values.password) return AUTH_MESSAGES.passwordRequired;
  // Longer than the server accepts: it could never be right (the server answers "incorrect" too).
  return values.password.length > PASSWORD_MAX ? 'Email or password is incorrect.' : undefined;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  for (const field of ['email', 'password'] as const) {
    const error = validateLoginField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Password strength hints shown live under the signup password field. */
export function passwordChecks(value: string): { label: string; met: boolean }[] {
  return [
    { label: 'At least 10 characters', met: value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX },
    { label: 'A letter', met: /[A-Za-z]/.test(value) },
    { label: 'A number', met: /\d/.test(value) },
  ];
}

/**
 * Which field a server message is about, so it can be shown inline as well as in the toast.
 * Returns null for messages about the whole form (rate limits, "Email or password is incorrect.").
 */
export function fieldOfServerMessage(message: string): keyof SignupValues | null {
  const m = message.toLowerCase();
  if (m.startsWith('first name')) return 'firstName';
  if (m.startsWith('last name')) return 'lastName';
  if (m.includes('phone')) return 'phone';
  if (m.startsWith('password must')) return 'password';
  if (m.startsWith('enter a valid email') || m.includes('account with this email')) return 'email';
  return null;
}
