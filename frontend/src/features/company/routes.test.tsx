import { SUPPORT_EMAIL, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CompanyRoute } from './routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/company/:page" element={<CompanyRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('company routes', () => {
  it.each([
    ['about', 'About Us | Filebridge'],
    ['contact', 'Contact Us | Filebridge'],
    ['affiliate', 'Affiliate Program | Filebridge'],
    ['partner', 'Partner Program | Filebridge'],
  ])('renders /company/%s with one h1 and its own title', (page, title) => {
    renderAt(`/company/${page}`);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it.each([
    ['about', 'AboutPage', false],
    ['contact', 'ContactPage', false],
    ['affiliate', 'WebPage', true],
    ['partner', 'WebPage', true],
  ])('describes /company/%s in JSON-LD as a %s of the Organization', (page, type, hasFaq) => {
    renderAt(`/company/${page}`);
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent ?? ''));
    const types = blocks.map((b) => b['@type']);
    expect(types).toContain('Organization');
    expect(types).toContain(type);
    expect(types.includes('FAQPage')).toBe(hasFaq);
    expect(blocks.find((b) => b['@type'] === type).url).toMatch(new RegExp(`/company/${page}$`));
  });

  it('shows the not-found page for any other company page', () => {
    renderAt('/company/careers');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });

  it('says on the about page that we are not a law firm and have served customers since 2024', () => {
    renderAt('/company/about');
    expect(document.body.textContent).toContain('We are not a law firm');
    expect(document.body.textContent).toContain('2024');
  });

  it('gives the phone as a call link and the email as a mail link on the contact page', () => {
    renderAt('/company/contact');
    expect(document.querySelector(`a[href="tel:${SUPPORT_PHONE_TEL}"]`)).toBeInTheDocument();
    expect(document.querySelector(`a[href="mailto:${SUPPORT_EMAIL}"]`)).toBeInTheDocument();
    expect(screen.getByText(/Phone hours/)).toBeInTheDocument();
  });
});
