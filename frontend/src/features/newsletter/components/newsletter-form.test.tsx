import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, onApi } from '../../../test/api-server';
import { clearCookies, flushPromises } from '../../../test/browser-fakes';
import { NewsletterForm } from './newsletter-form';

/** Sends the form and waits for the address check it loads on first use, then for what follows. */
async function send(input: HTMLInputElement, ticks?: number) {
  await act(async () => {
    fireEvent.submit(input.form!);
    await vi.dynamicImportSettled();
    await flushPromises(ticks);
  });
}

function setup() {
  render(<NewsletterForm />);
  const input = screen.getByPlaceholderText('you@example.com') as HTMLInputElement;
  return { input, submit: (ticks?: number) => send(input, ticks) };
}

describe('newsletter form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  it('uses an email input', () => {
    const { input } = setup();
    expect(input.type).toBe('email');
  });

  it('says "Email is required" when empty and "Enter a valid email address" when malformed', async () => {
    const subscribe = onApi('subscribe', () => ({ success: true, message: 'Thanks for subscribing!' }));
    const { input, submit } = setup();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'still-not-an-email' } });
      await flushPromises();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('disables the form and shows "Signing up..." while submitting', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    onApi('subscribe', async () => {
      await answered;
      return { success: true, message: 'Thanks for subscribing!' };
    });
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit();
    const button = screen.getByRole('button', { name: /Signing up\.\.\./ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(input.disabled).toBe(true);
    await act(async () => {
      answer();
      await flushPromises(10);
    });
    expect(input.disabled).toBe(false);
  });

  it('shows the server message on success, clears the form, and hides the message after 1500 ms', async () => {
    const subscribe = onApi('subscribe', () => ({ success: true, message: 'Thanks for subscribing!' }));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit(10);
    expect(subscribe.mock.calls.map(([call]) => call.body)).toEqual([{ email: 'sam@example.com' }]);
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(input.value).toBe('');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull();
  });

  it('falls back to "Subscribed successfully!" when the server sends no message', async () => {
    onApi('subscribe', () => new HttpResponse(null, { status: 204 }));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit(10);
    expect(screen.getByText('Subscribed successfully!')).toBeInTheDocument();
  });

  it('shows the server error message in red and hides it after 1500 ms, keeping the email', async () => {
    onApi('subscribe', () => apiError(429, 'Too many requests, try again later.', 'RATE_LIMITED'));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit(10);
    const message = screen.getByText('Too many requests, try again later.');
    expect(message.getAttribute('data-kind')).toBe('error');
    expect(input.value).toBe('sam@example.com');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Too many requests, try again later.')).toBeNull();
  });

  it('falls back to "Subscription failed. Please try again." when the request fails without a message', async () => {
    onApi('subscribe', () => HttpResponse.error());
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit(10);
    expect(screen.getByText('Subscription failed. Please try again.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Subscription failed. Please try again.')).toBeNull();
  });
});
