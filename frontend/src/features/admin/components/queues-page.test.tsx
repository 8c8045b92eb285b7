import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import type { QueueSnapshot } from '../api/admin-api';
import { QUEUE_POLL_MS } from '../api/queries';
import { onApi } from '../../../test/api-server';
import { lastHourSeries } from '../lib/queues';
import { QueuesPage } from './queues-page';
import { render } from '../../../test/render';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const queue = (name: QueueSnapshot['name'], overrides: Partial<QueueSnapshot> = {}): QueueSnapshot => ({
  name,
  counts: { waiting: 0, active: 0, delayed: 0, completed: 12, failed: 0 },
  workers: 1,
  failed: [],
  lastHour: { completed: [3, 0, 1], failed: [0, 0, 0] },
  ...overrides,
});

const snapshot = (): QueueSnapshot[] => [
  queue('orders'),
  queue('stripe-events'),
  queue('mail', {
    counts: { waiting: 2, active: 0, delayed: 1, completed: 40, failed: 2 },
    failed: [
      {
        id: '77',
        name: 'mail.send',
        reason: 'SMTP connection refused',
        attemptsMade: 8,
        failedAt: '2025-03-03T15:00:00Z',
        data: { template: 'payment-receipt' },
        mail: { key: 'receipt-o-1', status: 'failed', mayHaveBeenSent: false },
      },
      {
        id: '78',
        name: 'mail.send',
        reason: 'job stalled more than allowable limit',
        attemptsMade: 1,
        failedAt: '2025-03-03T15:01:00Z',
        data: { template: 'order-received' },
        mail: { key: 'order-received-o-2', status: 'sending', mayHaveBeenSent: true },
      },
    ],
  }),
  queue('newsletter', { workers: 0 }),
  queue('maintenance'),
];

const renderQueues = () =>
  render(
    <MemoryRouter>
      <QueuesPage />
    </MemoryRouter>,
  );

const listQueues = () => onApi('adminQueues', () => ({ success: true, data: snapshot() }));
const retryOne = () => onApi('adminRetryJob', () => ({ success: true }));
const retryAll = () => onApi('adminRetryAll', () => ({ success: true, data: { retried: 1, skipped: 1 } }));

describe('queues screen', () => {
  let fetchQueues: ReturnType<typeof listQueues>;
  let retryJob: ReturnType<typeof retryOne>;
  let retryAllFailed: ReturnType<typeof retryAll>;
  /** The queue, job id and body of every retry of one job the server received. */
  const retried = () => retryJob.mock.calls.map(([call]) => [call.params.queue, call.params.jobId, call.body]);

  beforeEach(() => {
    fetchQueues = listQueues();
    retryJob = retryOne();
    retryAllFailed = retryAll();
  });
  afterEach(() => vi.useRealTimers());

  it('turns the newest-first minute counts into an hour, oldest first', () => {
    const series = lastHourSeries([5, 4, 3]);
    expect(series).toHaveLength(60);
    expect(series.slice(-3)).toEqual([3, 4, 5]);
    expect(series.slice(0, 57).every((v) => v === 0)).toBe(true);
  });

  it('shows every queue with its counts, workers and failed jobs', async () => {
    renderQueues();
    const mail = await screen.findByTestId('queue-mail');
    expect(within(mail).getByTestId('queue-mail-waiting').textContent).toBe('Waiting2');
    expect(within(mail).getByText('SMTP connection refused')).toBeInTheDocument();
    expect(within(screen.getByTestId('queue-newsletter')).getByText('No workers connected')).toBeInTheDocument();
    expect(screen.getAllByRole('region').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Stripe events' })).toBeInTheDocument();
  });

  it('polls every 3 seconds while the page is visible', async () => {
    vi.useFakeTimers();
    renderQueues();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fetchQueues).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUEUE_POLL_MS);
    });
    expect(fetchQueues).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUEUE_POLL_MS);
    });
    expect(fetchQueues).toHaveBeenCalledTimes(3);
  });

  it('retries one job at once and all failed jobs after confirmation', async () => {
    renderQueues();
    const mail = await screen.findByTestId('queue-mail');
    fireEvent.click(within(mail).getByRole('button', { name: 'Retry job 77' }));
    await waitFor(() => expect(retried()).toEqual([['mail', '77', undefined]]));

    fireEvent.click(within(mail).getByRole('button', { name: 'Retry all failed (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry all failed jobs in Mail?' });
    expect(retryAllFailed).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry all failed' }));
    await waitFor(() => expect(retryAllFailed).toHaveBeenCalledTimes(1));
    expect(retryAllFailed.mock.calls[0]![0].params).toEqual({ queue: 'mail' });
    expect(toast.success).toHaveBeenCalledWith(
      '1 failed job in Mail sent back to the queue. 1 whose mail may already have been sent was left out: retry it one by one.',
    );
    expect(within(screen.getByTestId('queue-orders')).queryByRole('button', { name: /Retry all failed/ })).toBeNull();
  });

  it('marks a mail that may have been sent and retries it only after the admin confirms a resend', async () => {
    renderQueues();
    const mail = await screen.findByTestId('queue-mail');
    const row = within(mail).getByText('job stalled more than allowable limit').closest('tr')!;
    expect(within(row).getByText('May have been sent')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Retry job 78' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this mail again?' });
    expect(dialog.textContent).toContain('it keeps the same Message-ID');
    expect(retryJob).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(retryJob).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: 'Retry job 78' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Send this mail again?' })).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(retried()).toEqual([['mail', '78', { confirm: true }]]));
  });
});
