import { STATE_SALES_TAX, STREET_ADDRESS_MESSAGE, usStateMessage } from '@filebridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectionStore } from '../../stores/selection-store';
import { useSessionStore } from '../../stores/session-store';
import { useStateTaxStore } from '../../stores/state-tax-store';
import { makePackage, makeService } from '../../test/factories';
import { apiError, onApi } from '../../test/api-server';
import { CheckoutPage } from './checkout-page';
import { render } from '../../test/render';

const toastError = vi.fn();
vi.mock('../../lib/toast', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const pkg = makePackage({ id: 'p-basic', _id: 'p-basic', title: 'Basic', price: 49 });
const service = makeService({ slug: 'llc-formation', name: 'LLC Formation', packages: [pkg] });
const user = { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '512-555-0100', profilePicture: null };

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/my/account/:userId/checkout/service/:serviceSlug/:packageId/*', element: <CheckoutPage /> },
      { path: '/my/account/:userId', element: <p>Account home</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The service a checkout sells, answered by `serviceBody`, and the state taxes. */
function serveCatalog(serviceBody: Parameters<typeof onApi<'serviceBySlug'>>[1]) {
  onApi('stateTaxes', () => ({ success: true, data: [...STATE_SALES_TAX] }));
  return onApi('serviceBySlug', serviceBody);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toastError.mockReset();
  useSessionStore.setState({ user, token: 'jwt' });
  useSelectionStore.setState({ serviceData: null, packageData: null });
  useStateTaxStore.setState({ stateTaxes: [], lastFetched: null, isLoading: false, error: null });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

describe('CheckoutPage', () => {
  describe('a filing an open order already includes', () => {
    const boc3 = makeService({ slug: 'boc3-filing', name: 'BOC-3 Filing', category: 'trucking', packages: [pkg] });
    const authority = {
      id: 'o-1',
      orderNumber: 'FB-100321',
      serviceSlug: 'interstate-authority-packages',
      serviceName: 'Interstate Authority',
      packageTitle: 'Standard',
    };
    const serveOrders = (status: string) => {
      serveCatalog(() => ({ success: true, data: boc3 }));
      onApi('myOrders', () => ({ success: true, data: { items: [{ ...authority, status }] } }) as never);
    };

    it('is named, with the order that includes it, before anything is sold', async () => {
      serveOrders('in_progress');
      visit('/my/account/u-1/checkout/service/boc3-filing/p-basic');
      const notice = await screen.findByTestId('included-filing-notice');
      expect(notice.textContent).toContain('FB-100321');
      expect(notice.textContent).toContain('already includes this filing');
    });
  });

  it('shows a loader while the service loads', () => {
    serveCatalog(() => new Promise<never>(() => undefined));
    visit('/my/account/u-1/checkout/service/llc-formation/p-basic');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-loading')).toBeInTheDocument();
  });

  it('reports an unknown service and returns to the account', async () => {
    serveCatalog(() => apiError(404, 'Service not found', 'service_not_found'));
    const router = visit('/my/account/u-1/checkout/service/no-such-thing/p-basic');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-1'));
    expect(toastError).toHaveBeenCalledWith('Service not found', expect.anything());
  });

  it('reports an unknown package and returns to the account', async () => {
    serveCatalog(() => ({ success: true, data: service }));
    const router = visit('/my/account/u-1/checkout/service/llc-formation/p-missing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/u-1'));
    expect(toastError).toHaveBeenCalledWith('Package not found in this service', expect.anything());
  });

  it('shows the persisted selection at once after a reload, while the service reloads', () => {
    useSelectionStore.setState({ serviceData: service, packageData: pkg });
    serveCatalog(() => new Promise<never>(() => undefined));
    visit('/my/account/u-1/checkout/service/llc-formation/p-basic');
    expect(screen.queryByTestId('checkout-loading')).toBeNull();
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(screen.getByTestId('line-package').textContent).toBe('$49.00');
  });

  it('validates a step inline before moving on, then prefills the contact from the session', async () => {
    serveCatalog(() => ({ success: true, data: service }));
    visit('/my/account/u-1/checkout/service/llc-formation/p-basic');
    const next = await screen.findByRole('button', { name: /Continue to your details/ });
    fireEvent.click(next);
    expect(await screen.findByText('Business name is required.')).toBeInTheDocument();
    expect(screen.getByText(usStateMessage('State'))).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Business name')));

    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: 'Lone Star Coffee LLC' } });
    await waitFor(() => expect(screen.queryByText('Business name is required.')).toBeNull());
    fireEvent.change(screen.getByLabelText('State of formation'), { target: { value: 'Texas' } });
    fireEvent.change(screen.getByLabelText('Business address'), { target: { value: '100 Congress Ave' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '78701' } });
    fireEvent.click(screen.getByRole('button', { name: /Continue to your details/ }));

    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('navigation', { name: 'Checkout progress' }).querySelector('[aria-current="step"]')?.textContent).toBe(
      '2Your details',
    );
    // The Texas state fee and tax are in the summary now.
    expect(screen.getByTestId('government-fee').textContent).toContain('Texas state LLC filing fee, at cost');
  });

  it('offers an LLC checkout the LLC type only, asks a street address, and refuses a P.O. box with the server’s sentence', async () => {
    serveCatalog(() => ({ success: true, data: service }));
    visit('/my/account/u-1/checkout/service/llc-formation/p-basic');
    const type = (await screen.findByLabelText('Business type')) as HTMLSelectElement;
    expect([...type.options].map((o) => o.value).filter(Boolean)).toEqual(['LLC']);
    const address = screen.getByLabelText('Business address');
    const hint = document.getElementById(address.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent!;
    expect(hint).not.toMatch(/P\.O\. box is fine/);
    expect(hint).toContain('not a P.O. box');
    fireEvent.change(address, { target: { value: 'P.O. Box 1234' } });
    fireEvent.click(screen.getByRole('button', { name: /Continue to your details/ }));
    expect(await screen.findByText(STREET_ADDRESS_MESSAGE)).toBeInTheDocument();
  });

  it('fills a renewal in from the business record of its link, so only the review and the payment are left', async () => {
    serveCatalog(() => ({ success: true, data: service }));
    const renewal = onApi('businessRenewal', () => ({
      success: true,
      data: {
        businessId: 'b-1',
        serviceSlug: 'llc-formation',
        businessInfo: {
          name: 'Sunshine Hauling LLC',
          type: 'LLC',
          state: 'Texas',
          address: '100 Congress Ave',
          city: 'Austin',
          zip: '78701',
        },
        quoteInputs: {},
      },
    }));
    visit('/my/account/u-1/checkout/service/llc-formation/p-basic?business=b-1');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Checkout progress' }).querySelector('[aria-current="step"]')?.textContent).toBe(
        '3Add-ons',
      ),
    );
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('checkoutDraft:llc-formation:p-basic')!).form.business).toMatchObject({
        name: 'Sunshine Hauling LLC',
        state: 'Texas',
        zip: '78701',
      }),
    );
    expect(renewal.mock.calls.map(([call]) => [call.params, call.query])).toContainEqual([{ id: 'b-1' }, { service: 'llc-formation' }]);
  });

  it('fills a filing in from a business the customer chooses among theirs', async () => {
    const boc3 = makeService({ slug: 'boc3-filing', name: 'BOC-3 Filing', category: 'trucking', packages: [pkg] });
    serveCatalog(() => ({ success: true, data: boc3 }));
    onApi(
      'myBusinesses',
      () => ({ success: true, data: [{ id: 'b-7', kind: 'carrier', name: 'Red River Freight LLC', usdotNumber: '1234567' }] }) as never,
    );
    onApi('businessRenewal', () => ({
      success: true,
      data: {
        businessId: 'b-7',
        serviceSlug: 'boc3-filing',
        businessInfo: {
          name: 'Red River Freight LLC',
          type: 'LLC',
          state: 'Texas',
          address: '1 Main St',
          city: 'Dallas',
          zip: '75201',
        },
        quoteInputs: { usdotNumber: '1234567' },
      },
    }));
    onApi('myOrders', () => ({ success: true, data: { items: [] } }) as never);
    visit('/my/account/u-1/checkout/service/boc3-filing/p-basic');
    const picker = await screen.findByLabelText(/Fill in from one of your businesses/);
    expect(picker.textContent).toContain('Red River Freight LLC (USDOT 1234567)');
    fireEvent.change(picker, { target: { value: 'b-7' } });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('checkoutDraft:boc3-filing:p-basic')!).form).toMatchObject({
        business: { name: 'Red River Freight LLC', city: 'Dallas' },
        usdotNumber: '1234567',
      }),
    );
  });

  it('opens with its heading focused', async () => {
    serveCatalog(() => ({ success: true, data: service }));
    visit('/my/account/u-1/checkout/service/llc-formation/p-basic');
    await screen.findByRole('button', { name: /Continue to your details/ });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Checkout' }));
  });

  it('keeps what was typed across a reload (sessionStorage draft)', async () => {
    serveCatalog(() => ({ success: true, data: service }));
    visit('/my/account/u-1/checkout/service/llc-formation/p-basic');
    fireEvent.change(await screen.findByLabelText('Business name'), { target: { value: 'Draft Co LLC' } });
    const saved = JSON.parse(sessionStorage.getItem('checkoutDraft:llc-formation:p-basic')!);
    expect(saved.form.business.name).toBe('Draft Co LLC');
  });

  it('shows the add-ons the served package includes ticked and disabled, and not the ones the service does not offer', async () => {
    const premium = makePackage({
      id: 'p-premium',
      _id: 'p-premium',
      title: 'Premium',
      price: 299,
      benefitList: ['Articles filed', 'Registered agent service for the first year'],
      includedAddOns: ['ein'],
    });
    const limited = makeService({ slug: 'llc-formation', offeredAddOns: ['expeditedProcessing', 'ein'], packages: [premium] });
    serveCatalog(() => ({ success: true, data: limited }));
    const business = {
      name: 'Lone Star Coffee LLC',
      type: 'LLC',
      state: 'Texas',
      address: '100 Congress Ave',
      city: 'Austin',
      zip: '78701',
    };
    const draft = {
      form: {
        business,
        customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '512-555-0100' },
        billingSameAsBusiness: true,
        billing: { address: '', city: '', state: '', zip: '' },
        addOns: { expeditedProcessing: false, registeredAgent: true, ein: false },
        fleetSize: '',
      },
      pending: null,
    };
    sessionStorage.setItem('checkoutDraft:llc-formation:p-premium', JSON.stringify(draft));
    visit('/my/account/u-1/checkout/service/llc-formation/p-premium');

    const ein = await screen.findByRole('checkbox', { name: /EIN registration/ });
    expect((ein as HTMLInputElement).checked).toBe(true);
    expect((ein as HTMLInputElement).disabled).toBe(true);
    expect(ein.closest('label')?.textContent).toContain('Included in your package');
    const expedited = screen.getByRole('checkbox', { name: /Expedited processing/ }) as HTMLInputElement;
    expect(expedited.checked).toBe(false);
    expect(expedited.disabled).toBe(false);
    // Not offered: not shown, and not charged although the draft chose it and a benefit line mentions it.
    expect(screen.queryByRole('checkbox', { name: /Registered agent/ })).toBeNull();
    expect(screen.queryByText('Registered agent (1 year)')).toBeNull();
    expect(screen.getByTestId('line-package').textContent).toBe('$299.00');
  });
});
