import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, flushPromises, jsonResponse, mockFetch } from '../../../test/browser-fakes';
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
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('uses an email input', () => {
    const { input } = setup();
    expect(input.type).toBe('email');
  });

  it('says "Email is required" when empty and "Enter a valid email address" when malformed', async () => {
    const fetch = mockFetch();
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
    expect(fetch).not.toHaveBeenCalled();
  });

  it('disables the form and shows "Signing up..." while submitting', async () => {
    let resolve!: (r: Response) => void;
    mockFetch(() => new Promise<Response>((r) => (resolve = r)));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit();
    const button = screen.getByRole('button', { name: /Signing up\.\.\./ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(input.disabled).toBe(true);
    await act(async () => {
      resolve(jsonResponse({ message: 'Thanks for subscribing!' }));
      await flushPromises(10);
    });
    expect(input.disabled).toBe(false);
  });

  it('shows the server message on success, clears the form, and hides the message after 1500 ms', async () => {
    const fetch = mockFetch(() => jsonResponse({ message: 'Thanks for subscribing!' }));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit(10);
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ email: 'sam@example.com' });
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(input.value).toBe('');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull();
  });

  it('falls back to "Subscribed successfully!" when the server sends no message', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit(10);
    expect(screen.getByText('Subscribed successfully!')).toBeInTheDocument();
  });

  it('shows the server error message in red and hides it after 1500 ms, keeping the email', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Too many requests, try again later.', code: 'RATE_LIMITED' }, 429));
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
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    await submit(10);
    expect(screen.getByText('Subscription failed. Please try again.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Subscription failed. Please try again.')).toBeNull();
  });
});
