import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { makePackage, makeService } from '../../../test/factories';
import { apiError, onApi } from '../../../test/api-server';
import { CatalogPage } from './catalog-page';
import { render } from '../../../test/render';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ucr = makeService({
  id: 'svc-ucr',
  slug: 'ucr-2025',
  name: 'UCR 2025 Registration',
  category: 'trucking',
  offeredAddOns: ['expeditedProcessing', 'ein'],
  packages: [makePackage({ title: 'UCR 2025 Filing' })],
});
const overview = makeService({ id: 'svc-ops', slug: 'business-operations', name: 'Run Your Business', offeredAddOns: [], packages: [] });

const renderCatalog = () =>
  render(
    <MemoryRouter>
      <CatalogPage />
    </MemoryRouter>,
  );

describe('catalog page: add-ons offered with a service', () => {
  beforeEach(() => {
    onApi('adminServices', () => ({ success: true, data: [ucr, overview] }));
  });

  it('shows what each service offers and saves a change at once, in checkout order', async () => {
    const updates = onApi('adminUpdateService', () => ({
      success: true,
      data: { ...ucr, offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'] },
    }));
    renderCatalog();
    const offered = within(await screen.findByRole('group', { name: 'Add-ons offered with UCR 2025 Registration' }));
    const agent = offered.getByRole('checkbox', { name: 'Registered agent (1 year)' }) as HTMLInputElement;
    expect(agent.checked).toBe(false);
    expect((offered.getByRole('checkbox', { name: 'EIN registration' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(agent);
    await waitFor(() => expect(updates).toHaveBeenCalledTimes(1));
    expect(updates.mock.calls[0]![0]).toMatchObject({
      params: { id: 'svc-ucr' },
      body: { offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'] },
    });
    await waitFor(() => expect(agent.checked).toBe(true));
    expect(toast.success).toHaveBeenCalled();
    // An overview page sells nothing, so it has no add-ons to offer.
    expect(screen.queryByRole('group', { name: 'Add-ons offered with Run Your Business' })).toBeNull();
  });

  it('keeps the saved set and says so when the change is refused', async () => {
    onApi('adminUpdateService', () => apiError(400, 'Offered add-ons may only name expeditedProcessing, registeredAgent, ein.'));
    renderCatalog();
    const offered = within(await screen.findByRole('group', { name: 'Add-ons offered with UCR 2025 Registration' }));
    const ein = offered.getByRole('checkbox', { name: 'EIN registration' }) as HTMLInputElement;
    fireEvent.click(ein);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(ein.checked).toBe(true);
  });
});
