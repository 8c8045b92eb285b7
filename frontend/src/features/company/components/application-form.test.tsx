import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { onApi } from '../../../test/api-server';
import { clearCookies } from '../../../test/browser-fakes';
import { AffiliatePage } from './affiliate-page';
import { PartnerPage } from './partner-page';
import { FIELD_MESSAGES, required } from '@filebridge/contracts';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderPage(page: 'affiliate' | 'partner') {
  render(<MemoryRouter>{page === 'affiliate' ? <AffiliatePage /> : <PartnerPage />}</MemoryRouter>);
}

function fillValid() {
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Sam Writer' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'sam@example.com' } });
  fireEvent.change(screen.getByLabelText(/name\s*$/i, { selector: 'input[name="company"]' }), { target: { value: 'Owner-Op Weekly' } });
  fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'owneropweekly.com' } });
  fireEvent.change(screen.getByLabelText(/^About your/), { target: { value: 'A newsletter for 5,000 owner-operators.' } });
}

describe('affiliate and partner applications', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => clearCookies());

  it('states the affiliate terms: up to 20% commission and monthly payouts', () => {
    renderPage('affiliate');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('up to 20%');
    expect(document.body.textContent).toContain('Monthly');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('moves to the form when "Join Affiliate Program" is pressed', () => {
    renderPage('affiliate');
    const [heroButton] = screen.getAllByRole('button', { name: 'Join Affiliate Program' });
    fireEvent.click(heroButton!);
    expect(document.activeElement).toBe(screen.getByLabelText(/Your name/));
  });

  it("requires name, email, company and a message, in the API's words", async () => {
    const apply = onApi('apply', () => ({ success: true, message: 'Thanks for applying.' }));
    renderPage('partner');
    const buttons = screen.getAllByRole('button', { name: 'Apply for Partnership' });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText(required('Name'))).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(required('Company'))).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('posts an affiliate application with the website made a full URL', async () => {
    const apply = onApi('apply', () => ({
      success: true,
      message: 'Thanks for applying — our partnerships team will contact you within two business days.',
    }));
    renderPage('affiliate');
    fillValid();
    const buttons = screen.getAllByRole('button', { name: 'Join Affiliate Program' });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText(/Thanks for applying/)).toBeInTheDocument();
    expect(apply.mock.calls.map(([call]) => call.body)).toEqual([
      {
        kind: 'affiliate',
        name: 'Sam Writer',
        email: 'sam@example.com',
        company: 'Owner-Op Weekly',
        website: 'https://owneropweekly.com',
        message: 'A newsletter for 5,000 owner-operators.',
      },
    ]);
  });

  it('sends kind "partner" from the partner page and reports server errors inline and as a toast', async () => {
    const message = 'Website must start with http:// or https://.';
    const apply = onApi('apply', () =>
      HttpResponse.json({ success: false, message, code: 'validation_failed', details: [{ path: 'website', message }] }, { status: 400 }),
    );
    renderPage('partner');
    fillValid();
    const buttons = screen.getAllByRole('button', { name: 'Apply for Partnership' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(message));
    expect(screen.getByLabelText(/^Website/).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith('Website must start with http:// or https://.');
    expect(apply.mock.calls[0]![0].body).toMatchObject({ kind: 'partner' });
  });
});
