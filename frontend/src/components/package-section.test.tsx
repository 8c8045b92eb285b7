import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSelectionStore } from '../stores/selection-store';
import { useSessionStore } from '../stores/session-store';
import { makePackage, makeService } from '../test/factories';
import { apiError, onApi } from '../test/api-server';
import { flushPromises } from '../test/browser-fakes';
import { PackageSection } from './package-section';
import { render } from '../test/render';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function showSection(slug = 'llc-formation', serviceId?: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: serviceId ? <PackageSection serviceId={serviceId} /> : <PackageSection slug={slug} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => flushPromises(10));
  return router;
}

describe('PackageSection', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ user: null, token: null });
    useSelectionStore.setState({ serviceData: null, packageData: null });
  });

  it('shows "Loading packages..." while the service loads', async () => {
    onApi('serviceBySlug', () => new Promise<never>(() => undefined));
    await showSection();
    expect(screen.getByText('Loading packages...')).toBeInTheDocument();
  });

  it('fetches GET /api/services/slug/:slug', async () => {
    const read = onApi('serviceBySlug', () => ({ success: true, data: makeService() }));
    await showSection('llc-formation');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(read.mock.calls[0]![0].url.href).toBe('http://localhost:3000/api/services/slug/llc-formation');
  });

  it('fetches GET /api/services/:serviceId when given the service id, and buys by the slug the service reports', async () => {
    const read = onApi('serviceById', () => ({
      success: true,
      message: 'Service found',
      data: makeService({ slug: 'llc-formation', packages: [makePackage({ id: 'p-9' })] }),
    }));
    useSessionStore.setState({ user: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' }, token: 't' });
    const router = await showSection(undefined, '560f701e-fa13-59d8-8d14-9bb5e2a834bb');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(read.mock.calls[0]![0].url.href).toBe('http://localhost:3000/api/services/560f701e-fa13-59d8-8d14-9bb5e2a834bb');
    fireEvent.click(await screen.findByRole('button', { name: /LLC Formation/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-1/checkout/service/llc-formation/p-9'));
  });

  it('reads an unsuccessful id call as its server message, else "Failed to fetch service data"', async () => {
    onApi('serviceById', () => apiError(404, 'Failed to fetch service data', 'service_not_found'));
    await showSection(undefined, '00000000-0000-4000-8000-000000000000');
    expect(screen.getByRole('heading', { name: 'Error loading packages' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch service data')).toBeInTheDocument();
  });

  it('shows the server message with "Error loading packages" and a Refresh Page button that retries', async () => {
    let calls = 0;
    onApi('serviceBySlug', () => {
      calls += 1;
      return calls === 1
        ? apiError(404, 'Service not found', 'NOT_FOUND')
        : { success: true, data: makeService({ packages: [makePackage({ title: 'Basic' })] }) };
    });
    await showSection();
    expect(screen.getByRole('heading', { name: 'Error loading packages' })).toBeInTheDocument();
    expect(screen.getByText('Service not found')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
      await flushPromises(10);
    });
    expect(screen.getByRole('heading', { name: 'Basic', level: 3 })).toBeInTheDocument();
    expect(screen.queryByText('Error loading packages')).toBeNull();
  });

  it('words a network failure as "Error fetching service data: {reason}"', async () => {
    onApi('serviceBySlug', () => HttpResponse.error());
    await showSection();
    expect(screen.getByText(/^Error fetching service data: .+/)).toBeInTheDocument();
  });

  it('says "Failed to fetch service data" when the call is unsuccessful without a message', async () => {
    onApi('serviceBySlug', () => HttpResponse.json({ success: false }));
    await showSection();
    expect(screen.getByText('Failed to fetch service data')).toBeInTheDocument();
  });

  it('shows the inactive text for an inactive service', async () => {
    onApi('serviceBySlug', () => ({ success: true, data: makeService({ status: 'inactive' }) }));
    await showSection();
    expect(screen.getByText('This service is currently inactive and not available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh Page' })).toBeNull();
  });

  it('lays out 1, 2 or 3 packages and renders price, badge, includes line and benefits', async () => {
    const packages = [
      makePackage({ title: 'Basic', price: 0, pricePlus: '+ state fee' }),
      makePackage({
        title: 'Standard',
        price: 149,
        popular: true,
        whyPopular: 'Best value',
        packageInclude: 'Basic',
        benefitList: ['EIN registration'],
      }),
      makePackage({ title: 'Premium', price: 299.5, packageInclude: 'Standard' }),
    ];
    onApi('serviceBySlug', () => ({ success: true, data: makeService({ packages }) }));
    await showSection();
    const list = document.querySelector('[data-count]') as HTMLElement;
    expect(list.dataset.count).toBe('3');
    const standard = screen.getByRole('article', { name: 'Standard' });
    expect(within(standard).getByText('$149')).toBeInTheDocument();
    expect(within(standard).getByText('Best value')).toBeInTheDocument();
    expect(within(standard).getByText('Everything in Basic, plus:')).toBeInTheDocument();
    expect(within(standard).getByText('EIN registration')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Basic' })).getByText('$0')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Basic' })).getByText('+ state fee')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Premium' })).getByText('$299.50')).toBeInTheDocument();
  });

  it('sends a signed-in customer straight to checkout', async () => {
    useSessionStore.setState({ user: { id: 'u-7', firstName: 'Ada', lastName: 'L' } });
    const pkg = makePackage({ id: 'pkg-std', title: 'Standard' });
    onApi('serviceBySlug', () => ({ success: true, data: makeService({ packages: [pkg] }) }));
    const router = await showSection();
    fireEvent.click(screen.getByRole('button', { name: /Get Started: LLC Formation, Standard package/ }));
    expect(router.state.location.pathname).toBe('/my/account/u-7/checkout/service/llc-formation/pkg-std');
  });

  it('asks a visitor to sign up, stores the selection and redirects to signup on "Sign Up Now"', async () => {
    const pkg = makePackage({ id: 'pkg-std', title: 'Standard' });
    const service = makeService({ packages: [pkg] });
    onApi('serviceBySlug', () => ({ success: true, data: service }));
    const router = await showSection();
    fireEvent.click(screen.getByRole('button', { name: /Get Started: LLC Formation, Standard package/ }));

    const dialog = screen.getByRole('dialog', { name: 'Sign Up Required' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Sign Up Now' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up Now' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/my/signup?redirect=${encodeURIComponent('/checkout/service/llc-formation/pkg-std')}`,
    );
    expect(useSelectionStore.getState()).toMatchObject({ serviceData: service, packageData: pkg });
    expect(localStorage.getItem('selectedServicePackage')).not.toBeNull();
  });

  it('closes the dialog on Cancel and on Escape', async () => {
    onApi('serviceBySlug', () => ({ success: true, data: makeService() }));
    await showSection();
    const buy = screen.getByRole('button', { name: /Get Started/ });
    fireEvent.click(buy);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(buy);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSelectionStore.getState().serviceData).toBeNull();
  });
});
