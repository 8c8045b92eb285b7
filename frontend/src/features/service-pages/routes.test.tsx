import { LLC_FEES_ATTRIBUTION, type ServiceDto } from '@filebridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, onApi } from '../../test/api-server';
import { BusinessServiceRoute, TruckingLandingRoute, TruckingServiceRoute } from './routes';
import { render } from '../../test/render';

function serviceBody(slug: string): { success: true; data: ServiceDto } {
  return {
    success: true,
    data: {
      id: `svc-${slug}`,
      _id: `svc-${slug}`,
      slug,
      name: slug,
      category: 'business' as const,
      status: 'active' as const,
      summary: '',
      menuDescription: '',
      offeredAddOns: [],
      packages: [
        {
          id: 'p1',
          _id: 'p1',
          title: 'Basic',
          price: 49,
          pricePlus: '+ state fee',
          description: 'Basic package',
          popular: false,
          whyPopular: '',
          packageInclude: '',
          benefitList: ['One'],
          buttonText: 'Start',
          includedAddOns: [],
        },
        {
          id: 'p2',
          _id: 'p2',
          title: 'Standard',
          price: 149,
          pricePlus: '+ state fee',
          description: 'Standard package',
          popular: true,
          whyPopular: 'Most popular',
          packageInclude: 'Basic',
          benefitList: ['Two'],
          buttonText: 'Start',
          includedAddOns: [],
        },
      ],
    },
  };
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/business/:slug" element={<BusinessServiceRoute />} />
        <Route path="/trucking-authority" element={<TruckingLandingRoute />} />
        <Route path="/trucking-authority/:slug" element={<TruckingServiceRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

function jsonLdOfType(type: string): Record<string, unknown> | undefined {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}

describe('service page routes', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });

  it('renders a business service page with one h1, its title, meta description and fee credit', async () => {
    onApi('serviceBySlug', ({ params }) =>
      params.slug === 'llc-formation' ? serviceBody('llc-formation') : apiError(404, 'Service not found'),
    );
    renderAt('/business/llc-formation');
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();

    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Form your LLC, with every state fee in plain sight');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // The title and description are written by an effect, which may run after the heading is painted.
    await waitFor(() => {
      expect(document.title).toBe('LLC Formation Service — State Fees Shown Separately | Filebridge');
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Form an LLC in any US state/);
    });

    expect(screen.getByRole('heading', { level: 2, name: 'Government fees, shown apart from our fee' })).toBeInTheDocument();
    expect(document.body.textContent).toContain(LLC_FEES_ATTRIBUTION);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Registered Agent/ }).getAttribute('href')).toBe('/business/registered-agent');
  });

  it('injects Organization, Service (with offers from the loaded packages) and FAQPage JSON-LD', async () => {
    onApi('serviceBySlug', () => serviceBody('llc-formation'));
    renderAt('/business/llc-formation');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('Basic package');

    expect(jsonLdOfType('Organization')?.name).toBe('Filebridge');
    const faq = jsonLdOfType('FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
    await waitFor(() => {
      const offers = jsonLdOfType('Service')?.offers as { price: string; priceCurrency: string }[] | undefined;
      expect(offers?.map((o) => o.price)).toEqual(['49.00', '149.00']);
      expect(offers?.[0]?.priceCurrency).toBe('USD');
    });
  });

  it('omits offers from the Service JSON-LD when the packages cannot be loaded', async () => {
    onApi('serviceBySlug', () => apiError(404, 'Service not found'));
    renderAt('/business/corporation');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('Error loading packages');
    const service = jsonLdOfType('Service');
    expect(service?.name).toBe('Corporation Formation');
    expect(service && 'offers' in service).toBe(false);
  });

  it('renders an overview page for business-formation', async () => {
    onApi('serviceBySlug', () => apiError(404, 'Service not found'));
    renderAt('/business/business-formation');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Choose how to register your business');
    expect(screen.getByRole('link', { name: 'LLC Formation' }).getAttribute('href')).toBe('/business/llc-formation');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows the not-found page for unknown slugs and for a service under the wrong prefix', async () => {
    onApi('serviceBySlug', () => apiError(404, 'Service not found'));
    renderAt('/business/not-a-service');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });

  it('does not serve a business page under /trucking-authority', () => {
    onApi('serviceBySlug', () => apiError(404, 'Service not found'));
    renderAt('/trucking-authority/llc-formation');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });

  it('renders a trucking service page with its tool', async () => {
    onApi('serviceBySlug', () => serviceBody('biennial-mcs150-update'));
    renderAt('/trucking-authority/biennial-mcs150-update');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { name: 'MCS-150 due-date finder' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('MCS-150'));
  });

  it('renders the trucking landing page with both finders and links to every trucking service', async () => {
    onApi('serviceBySlug', () => apiError(404, 'Service not found'));
    renderAt('/trucking-authority');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 3, name: 'MCS-150 due-date finder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^UCR \d{4} fee finder$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /UCR 2025 Registration/ }).getAttribute('href')).toBe('/trucking-authority/ucr-2025');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });
});
