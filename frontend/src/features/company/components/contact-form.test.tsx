import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { apiError, onApi } from '../../../test/api-server';
import { clearCookies } from '../../../test/browser-fakes';
import { ContactForm } from './contact-form';
import { FIELD_MESSAGES, required } from '@filebridge/contracts';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function setup() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const fill = (values: Partial<Record<'name' | 'email' | 'phone' | 'topic' | 'message', string>>) => {
    if (values.name !== undefined) fireEvent.change(field(/Your name/), { target: { value: values.name } });
    if (values.email !== undefined) fireEvent.change(field(/^Email/), { target: { value: values.email } });
    if (values.phone !== undefined) fireEvent.change(field(/^Phone/), { target: { value: values.phone } });
    if (values.topic !== undefined) fireEvent.change(field(/^Topic/), { target: { value: values.topic } });
    if (values.message !== undefined) fireEvent.change(field(/^Message/), { target: { value: values.message } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  return { field, fill, submit };
}

const VALID = {
  name: 'Ada Carrier',
  email: 'ada@example.com',
  topic: 'Trucking authority or compliance',
  message: 'When is my MCS-150 due for USDOT 1234567?',
};

describe('contact form', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
  });
  afterEach(() => {
    clearCookies();
    vi.mocked(toast.error).mockClear();
  });

  it("shows the API's message for every missing required field, focuses the first and sends nothing", async () => {
    const contact = onApi('contact', () => ({ success: true, message: 'ok' }));
    const { field, submit } = setup();
    submit();
    expect(await screen.findByText(required('Name'))).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText('Choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(field(/Your name/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/Your name/)));
    expect(contact).not.toHaveBeenCalled();
  });

  it('explains a malformed email, a bad phone number and a too-short message', async () => {
    const { fill, submit, field } = setup();
    fill({ ...VALID, email: 'ada@', phone: '12345', message: 'Hi' });
    submit();
    expect(await screen.findByText(FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    // The email error is linked to its input for screen readers.
    const email = field(/^Email/);
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent?.startsWith('Enter a valid email'))).toBe(true);
  });

  it('clears a field’s error as soon as the value is fixed', async () => {
    const { fill, submit } = setup();
    submit();
    await screen.findByText(required('Name'));
    fill({ name: 'Ada' });
    await waitFor(() => expect(screen.queryByText(required('Name'))).toBeNull());
  });

  it('validates a field when the user leaves it', async () => {
    const { field } = setup();
    fireEvent.change(field(/^Email/), { target: { value: 'nope' } });
    fireEvent.blur(field(/^Email/));
    expect(await screen.findByText(FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('posts the message with the XSRF header, shows the sending state, then the thank-you', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const contact = onApi('contact', async () => {
      await released;
      return { success: true, message: "Thanks — we'll reply within one business day." };
    });
    const { fill, submit } = setup();
    fill(VALID);
    submit();

    const button = await screen.findByRole('button', { name: /Sending/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(contact).toHaveBeenCalledTimes(1));
    const [call] = contact.mock.calls[0]!;
    expect(call.body).toEqual(VALID); // no phone key when phone is blank
    expect(call.headers.get('x-xsrf-token')).toBe('token-1');

    await act(async () => release());
    expect(await screen.findByText("Thanks — we'll reply within one business day.")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).toBeNull();
    // Focus moves to the confirmation as soon as it renders (no animation frame needed).
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('includes the phone number when one is given', async () => {
    const contact = onApi('contact', () => ({ success: true, message: 'ok' }));
    const { fill, submit } = setup();
    fill({ ...VALID, phone: '(555) 123-4567' });
    submit();
    await screen.findByText("Thanks — we'll reply within one business day.");
    expect(contact.mock.calls[0]![0].body).toMatchObject({ phone: '(555) 123-4567' });
  });

  it('shows a server error inline and as a toast, and keeps what the user typed', async () => {
    onApi('contact', () => apiError(429, 'Too many messages. Try again in a minute.', 'RATE_LIMITED'));
    const { fill, submit, field } = setup();
    fill(VALID);
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many messages. Try again in a minute.'));
    expect(toast.error).toHaveBeenCalledWith('Too many messages. Try again in a minute.');
    expect(field(/Your name/).value).toBe(VALID.name);
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
