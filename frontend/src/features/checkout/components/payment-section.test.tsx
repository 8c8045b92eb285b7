import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, onApi } from '../../../test/api-server';
import type { PayInput } from '../lib/pay';
import { PaymentSection, type PaymentSectionProps } from './payment-section';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type ChangeEvent = { complete: boolean; error?: { message: string } };
const stripeState: { stripe: { confirmCardPayment: ReturnType<typeof vi.fn> } | null; onChange?: (e: ChangeEvent) => void } = {
  stripe: null,
};
const card = { focus: vi.fn() };

vi.mock('@stripe/react-stripe-js', () => ({
  useStripe: () => stripeState.stripe,
  useElements: () => (stripeState.stripe ? { getElement: () => card } : null),
  CardElement: (props: { onReady?: () => void; onChange?: (e: ChangeEvent) => void }) => {
    stripeState.onChange = props.onChange;
    useEffect(() => props.onReady?.(), []); // eslint-disable-line react-hooks/exhaustive-deps
    return <div data-testid="fake-card" />;
  },
}));

const input: PayInput = {
  pending: null,
  fingerprint: 'f',
  request: {
    serviceSlug: 'llc-formation',
    packageId: 'p-1',
    businessInfo: { name: 'B', type: 'LLC', state: 'Texas', address: 'a', city: 'c', zip: '78701' },
    customerInfo: {
      firstName: 'A',
      lastName: 'L',
      email: 'a@example.com',
      phone: '5125550100',
      billingAddress: { address: 'a', city: 'c', state: 'Texas', zip: '78701' },
    },
    items: [{ description: 'LLC Formation: Basic', amount: 49 }],
    additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
    pricing: { subtotal: 49, taxAmount: 3.06, total: 52.06 },
  },
};

/** The order-create answer: the order and the client secret of its payment. */
const created = (id: string, orderNumber: string, clientSecret: string) =>
  ({ success: true, order: { _id: id, orderNumber }, clientSecret }) as never;

function renderSection(overrides: Partial<PaymentSectionProps> = {}) {
  const props: PaymentSectionProps = {
    totalCents: 5206,
    billingDetails: {
      name: 'A L',
      email: 'a@example.com',
      phone: '5125550100',
      address: { line1: 'a', city: 'c', state: 'TX', postal_code: '78701', country: 'US' },
    },
    beforePay: () => true,
    buildInput: () => input,
    onPending: vi.fn(),
    onPriceChanged: vi.fn(),
    onPaid: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
  return { ...render(<PaymentSection {...props} />), props };
}

beforeEach(() => {
  stripeState.stripe = null;
  document.cookie = 'XSRF-TOKEN=t; path=/';
  onApi('orderCreate', () => created('o-1', 'FB-100001', 'pi_1_secret_x'));
  onApi('confirmPayment', () => ({ success: true, status: 'paid' }));
});

describe('PaymentSection', () => {
  it('blocks the Pay button until the payment provider has loaded', () => {
    renderSection();
    expect(screen.getByText('Loading secure card form…')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: /Pay \$52\.06/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows card errors live and clears them when the card becomes valid', () => {
    stripeState.stripe = { confirmCardPayment: vi.fn() };
    renderSection();
    act(() => stripeState.onChange!({ complete: false, error: { message: 'Your card number is invalid.' } }));
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    act(() => stripeState.onChange!({ complete: true }));
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
  });

  it('reads "Processing Payment..." and is disabled while paying, then reports a decline under the card field', async () => {
    let resolveCard!: (v: unknown) => void;
    stripeState.stripe = { confirmCardPayment: vi.fn(() => new Promise((r) => (resolveCard = r))) };
    const { props } = renderSection();
    act(() => stripeState.onChange!({ complete: true }));
    const button = screen.getByRole('button', { name: /Pay \$52\.06/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /Processing Payment\.\.\./ })).toBeDisabled();
    await waitFor(() =>
      expect(stripeState.stripe!.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', {
        payment_method: { card, billing_details: props.billingDetails },
      }),
    );
    await act(async () => resolveCard({ error: { type: 'card_error', message: 'Your card was declined.' } }));
    expect(screen.getByTestId('payment-error').textContent).toContain('Your card was declined.');
    expect(props.onError).toHaveBeenCalledWith('Your card was declined.');
    expect(props.onPaid).not.toHaveBeenCalled();
    expect(props.onPending).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o-1', clientSecret: 'pi_1_secret_x' }));
  });

  it('asks for the card details before creating an order', async () => {
    stripeState.stripe = { confirmCardPayment: vi.fn() };
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Enter your card number, expiry date, CVC and ZIP code.');
    expect(stripeState.stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('calls onPaid after the card payment succeeded and the server confirmed it', async () => {
    stripeState.stripe = { confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })) };
    const { props } = renderSection();
    act(() => stripeState.onChange!({ complete: true }));
    fireEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(props.onPaid).toHaveBeenCalledWith(expect.objectContaining({ kind: 'paid', paymentIntentId: 'pi_1' })));
  });

  it('sends one Idempotency-Key per checkout attempt: the same on a retry, a new one for a changed order', async () => {
    const keys: string[] = [];
    let creates = 0;
    onApi('orderCreate', ({ headers }) => {
      keys.push(headers.get('idempotency-key')!);
      creates += 1;
      return creates === 1 ? apiError(503, 'We are busy right now.', 'unavailable') : created('o-1', 'FB-100001', 'pi_1_secret_x');
    });
    stripeState.stripe = { confirmCardPayment: vi.fn(async () => ({ error: { type: 'card_error', message: 'Declined.' } })) };
    let request = input.request;
    renderSection({ buildInput: () => ({ ...input, request }) });
    act(() => stripeState.onChange!({ complete: true }));
    const payAndWait = async (attempts: number) => {
      fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
      await waitFor(() => expect(keys).toHaveLength(attempts));
      await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled());
    };
    await payAndWait(1);
    await payAndWait(2);
    request = { ...input.request, businessInfo: { ...input.request.businessInfo, name: 'Other LLC' } };
    await payAndWait(3);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('never reads "Finish order" after a successful card payment: it stays in its processing state until the page moves on', async () => {
    stripeState.stripe = { confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })) };
    const labels: string[] = [];
    const { props } = renderSection({
      onPending: () => labels.push(screen.getByRole('button', { name: /Pay|Processing|Finish/ }).textContent ?? ''),
    });
    act(() => stripeState.onChange!({ complete: true }));
    fireEvent.click(screen.getByRole('button', { name: /Pay \$52\.06/ }));
    await waitFor(() => expect(props.onPaid).toHaveBeenCalled());
    const button = screen.getByRole('button', { name: /Pay|Processing|Finish/ }) as HTMLButtonElement;
    labels.push(button.textContent ?? '');
    expect(labels.filter((l) => l.includes('Finish order'))).toEqual([]);
    expect(button.textContent).toBe('Processing Payment...');
    expect(button.disabled).toBe(true);
  });

  it('offers "Finish order" only when the card was charged but the server could not confirm it yet', async () => {
    onApi('confirmPayment', () => apiError(503, 'Failed to confirm payment', 'payment_provider_unavailable'));
    stripeState.stripe = { confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })) };
    const { props } = renderSection();
    act(() => stripeState.onChange!({ complete: true }));
    fireEvent.click(screen.getByRole('button', { name: /Pay \$52\.06/ }));
    expect(await screen.findByRole('button', { name: /Finish order/ })).toBeInTheDocument();
    expect(props.onPaid).not.toHaveBeenCalled();
  });

  it('shows the server’s new total on 409 price_changed and charges only after the customer confirms it', async () => {
    const quote = {
      lines: [{ code: 'package', description: 'LLC Formation: Basic', amount: 59, kind: 'package', taxable: true }],
      subtotal: 59,
      taxAmount: 3.69,
      total: 62.69,
      taxRate: 0.0625,
      governmentFees: [],
    };
    const bodies: unknown[] = [];
    let creates = 0;
    onApi('orderCreate', ({ body }) => {
      bodies.push(body);
      creates += 1;
      return creates === 1
        ? HttpResponse.json(
            {
              success: false,
              code: 'price_changed',
              message: 'The price has changed: the total is now $62.69. Please review it before paying.',
              quote,
            },
            { status: 409 },
          )
        : created('o-2', 'FB-100002', 'pi_2_secret_y');
    });
    stripeState.stripe = { confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_2', status: 'succeeded' } })) };
    const { props } = renderSection({
      buildInput: (accepted) =>
        accepted
          ? {
              ...input,
              request: { ...input.request, pricing: { subtotal: accepted.subtotal, taxAmount: accepted.taxAmount, total: accepted.total } },
            }
          : input,
    });
    act(() => stripeState.onChange!({ complete: true }));
    fireEvent.click(screen.getByRole('button', { name: /Pay \$52\.06/ }));

    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(dialog.textContent).toContain('the total for this order is now $62.69 (you saw $52.06)');
    expect(stripeState.stripe!.confirmCardPayment).not.toHaveBeenCalled();
    expect(props.onPriceChanged).toHaveBeenCalledWith(quote);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay $62.69' }));
    await waitFor(() => expect(props.onPaid).toHaveBeenCalled());
    expect(bodies[1]).toMatchObject({ pricing: { subtotal: 59, taxAmount: 3.69, total: 62.69 } });
    expect(stripeState.stripe!.confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_y', expect.anything());
  });
});
