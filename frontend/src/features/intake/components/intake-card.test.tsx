import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@filebridge/contracts';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { render } from '../../../test/render';
import { IntakeCard } from './intake-card';

const intake = (over: object) => ({
  success: true,
  data: { orderId: 'o-1', phase: 'details_needed', values: {}, masked: {}, submittedAt: null, ...over },
});

function renderCard(status: OrderStatus = 'in_progress') {
  return render(
    <MemoryRouter initialEntries={['/my/account/u-1/orders/o-1']}>
      <Routes>
        <Route path="/my/account/:userId/orders/:orderId" element={<IntakeCard orderId="o-1" status={status} />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('IntakeCard', () => {
  it('asks for the filing details while the order waits for them, linking to its details page', async () => {
    mockFetch(() => jsonResponse(intake({})));
    renderCard();
    const link = await screen.findByRole('link', { name: 'Complete your filing details' });
    expect(link.getAttribute('href')).toBe('/my/account/u-1/orders/o-1/details');
  });

  it('offers to continue a saved draft', async () => {
    mockFetch(() => jsonResponse(intake({ values: { legalName: 'Acme LLC' } })));
    renderCard();
    expect(await screen.findByRole('link', { name: 'Continue your filing details' })).toBeInTheDocument();
  });

  it('says when the details are in, with the phase the order reached', async () => {
    mockFetch(() => jsonResponse(intake({ phase: 'in_review', submittedAt: '2026-03-01T15:30:00.000Z' })));
    renderCard();
    expect(await screen.findByText('Submitted. Your order is In review.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing before work starts or for an order that takes no details', async () => {
    const fetch = mockFetch(() => jsonResponse(intake({ phase: null })));
    const { container } = renderCard('paid');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
