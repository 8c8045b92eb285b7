import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, fieldOfServerMessage, validateLogin, validateSignup, type SignupValues } from './validation';

const ok: SignupValues = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', password: 'analytical1' };

describe('signup validation (same rules and words as the server)', () => {
  it('accepts a complete form with or without a phone', () => {
    expect(validateSignup(ok)).toEqual({});
    expect(validateSignup({ ...ok, phone: '+1 (512) 555-0100' })).toEqual({});
  });

  it('requires first and last name, and caps them at 60 characters', () => {
    expect(validateSignup({ ...ok, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    });
    expect(validateSignup({ ...ok, firstName: 'x'.repeat(61) }).firstName).toBe('First name must be at most 60 characters.');
  });

  it('checks the email', () => {
    expect(validateSignup({ ...ok, email: '' }).email).toBe(AUTH_MESSAGES.emailRequired);
    for (const email of ['ada', 'ada@', 'ada@example', 'ada example@x.com', '@example.com']) {
      expect(validateSignup({ ...ok, email }).email).toBe('Enter a valid email address.');
    }
    expect(validateSignup({ ...ok, email: ' Ada.L+tag@Mail.Example.co.uk ' }).email).toBeUndefined();
  });

  it('enforces the password policy: 10–128 characters with a letter and a number', () => {
    const policy = 'Password must be 10 to 128 characters and include a letter and a number.';
    expect(validateSignup({ ...ok, password: 'short1' }).password).toBe(policy);
    expect(validateSignup({ ...ok, password: 'onlyletterslong' }).password).toBe(policy);
    expect(validateSignup({ ...ok, password: '12345678901' }).password).toBe(policy);
    expect(validateSignup({ ...ok, password: `a1${'x'.repeat(127)}` }).password).toBe(policy);
    expect(validateSignup({ ...ok, password: '' }).password).toBe('Password is required.');
    expect(validateSignup({ ...ok, password: 'abcdefghi1' }).password).toBeUndefined();
  });

  it('checks an optional phone only when given', () => {
    expect(validateSignup({ ...ok, phone: '12ab' }).phone).toBe('Enter a valid phone number.');
  });
});

describe('login validation', () => {
  it('needs a valid email and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ email: 'Enter a valid email address.' });
    expect(validateLogin({ email: 'ada@example.com', password: 'anything' })).toEqual({});
  });
});

describe('fieldOfServerMessage', () => {
  it('places the server’s field messages on their field', () => {
    expect(fieldOfServerMessage('First name is required.')).toBe('firstName');
    expect(fieldOfServerMessage('Enter a valid phone number.')).toBe('phone');
    expect(fieldOfServerMessage('Password must be 10 to 128 characters and include a letter and a number.')).toBe('password');
    expect(fieldOfServerMessage('We could not create an account with this email. If it is yours, log in instead.')).toBe('email');
    expect(fieldOfServerMessage('Email or password is incorrect.')).toBeNull();
    expect(fieldOfServerMessage('Too many failed attempts. Try again later.')).toBeNull();
  });
});
