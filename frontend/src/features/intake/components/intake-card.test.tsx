import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { MyIntake, OrderStatus } from '@filebridge/contracts';
import { onApi } from '../../../test/api-server';
import { makeIntake } from '../../../test/factories';
import { render } from '../../../test/render';
import { IntakeCard } from './intake-card';

/** An EIN order's details as the intake call answers them. */
const intake = (over: Partial<MyIntake>) => ({
  success: true as const,
  data: makeIntake({
    serviceName: 'EIN Registration',
    family: 'ein',
    variant: 'ein',
    title: 'Your EIN application',
    ourAgent: false,
    ...over,
  }),
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

describe('IntakeCard', () => {
  it('asks for the filing details while the order waits for them, linking to its details page', async () => {
    onApi('myIntake', () => intake({}));
    renderCard();
    const link = await screen.findByRole('link', { name: 'Complete your filing details' });
    expect(link.getAttribute('href')).toBe('/my/account/u-1/orders/o-1/details');
  });

  it('offers to continue a saved draft', async () => {
    onApi('myIntake', () => intake({ values: { legalName: 'Acme LLC' } }));
    renderCard();
    expect(await screen.findByRole('link', { name: 'Continue your filing details' })).toBeInTheDocument();
  });

  it('says when the details are in, with the phase the order reached', async () => {
    onApi('myIntake', () => intake({ phase: 'in_review', submittedAt: '2026-03-01T15:30:00.000Z' }));
    renderCard();
    expect(await screen.findByText('Submitted. Your order is In review.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing before work starts or for an order that takes no details', async () => {
    const read = onApi('myIntake', () => intake({ phase: null }));
    const { container } = renderCard('paid');
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
