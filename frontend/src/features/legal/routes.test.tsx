import { SUPPORT_EMAIL } from '@filebridge/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from './content';
import { LegalRoute } from './routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/legal/:page" element={<LegalRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

const text = () => document.body.textContent ?? '';

describe('legal pages', () => {
  it.each(LEGAL_DOCUMENTS.map((d) => [d.slug, d.title]))('describes /legal/%s in JSON-LD as a WebPage', (slug, title) => {
    renderAt(`/legal/${slug}`);
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent ?? ''));
    expect(blocks.map((b) => b['@type'])).toEqual(['Organization', 'WebPage']);
    expect(blocks[1]).toMatchObject({
      '@context': 'https://schema.org',
      name: title,
      url: expect.stringMatching(new RegExp(`/legal/${slug}$`)),
    });
  });

  it.each([
    ['terms-conditions', 'Terms and Conditions'],
    ['privacy-policy', 'Privacy Policy'],
    ['refund-policy', 'Refund Policy'],
  ])('renders /legal/%s with one h1, its title and the last-updated date', (slug, heading) => {
    renderAt(`/legal/${slug}`);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(text()).toContain('Last updated November 22, 2026');
    expect(document.title).toBe(`${heading} | Filebridge`);
  });

  it('shows the not-found page for other legal slugs', () => {
    renderAt('/legal/cookies');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });

  it('has unique section anchors, and a contents link for each section', () => {
    for (const doc of LEGAL_DOCUMENTS) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size, doc.slug).toBe(ids.length);
    }
    renderAt('/legal/privacy-policy');
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of nav.querySelectorAll('a')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInTheDocument();
    }
  });

  it('says in the terms that we are a filing service, not a law firm, governed by Delaware law', () => {
    renderAt('/legal/terms-conditions');
    expect(text()).toContain('We are not a law firm');
    expect(text()).toContain('laws of the State of Delaware');
    expect(text()).toContain('Stripe');
  });

  it('states the refund rules: full refund before filing, government fees non-refundable once submitted, our errors fixed', () => {
    renderAt('/legal/refund-policy');
    expect(text()).toMatch(/cancel an order at any time before we submit it to the agency\. We refund your service fee in full/);
    expect(text()).toMatch(/Once submitted, they are non-refundable/);
    expect(text()).toMatch(/because of an error we made/);
  });

  it('describes cookies, card handling, retention and CCPA requests in the privacy policy', () => {
    renderAt('/legal/privacy-policy');
    expect(text()).toContain('We use only two cookies');
    expect(text()).toContain('XSRF-TOKEN');
    expect(text()).toContain('We do not use advertising trackers');
    expect(text()).toContain('we never receive or store them');
    expect(text()).toContain('How long we keep it');
    expect(text()).toContain('California Consumer Privacy Act');
    expect(document.querySelector(`a[href="mailto:${SUPPORT_EMAIL}"]`)).toBeInTheDocument();
  });
});
