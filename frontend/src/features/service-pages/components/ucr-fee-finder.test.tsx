import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UcrFeeFinder } from './ucr-fee-finder';

function setup() {
  render(
    <MemoryRouter>
      <UcrFeeFinder />
    </MemoryRouter>,
  );
  // The fleet size check loads on first use: each search waits for it.
  const find = (value: string) =>
    act(async () => {
      fireEvent.change(screen.getByLabelText('Number of power units'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Find my fee' }));
      await vi.dynamicImportSettled();
    });
  return { find };
}

const resultText = () => screen.getByTestId('ucr-result').textContent ?? '';

// On the day the 2027 registration is on sale (it opened October 1, 2026), its fees are shown.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('UCR fee finder', () => {
  it('shows the newest registration year on sale', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'UCR 2027 fee finder' })).toBeInTheDocument();
  });

  it('shows the year that is on sale before next year opens', async () => {
    vi.setSystemTime(new Date('2026-06-15T15:00:00Z'));
    const { find } = setup();
    expect(screen.getByRole('heading', { name: 'UCR 2026 fee finder' })).toBeInTheDocument();
    await find('0');
    expect(resultText()).toContain('$46');
  });

  it('shows $55 for a fleet of 0', async () => {
    const { find } = setup();
    await find('0');
    expect(resultText()).toContain('$55');
    expect(resultText()).toContain('0–2 power units');
  });

  it('shows $1,163 for a fleet of 50', async () => {
    const { find } = setup();
    await find('50');
    expect(resultText()).toContain('$1,163');
    expect(resultText()).toContain('21–100 power units');
  });

  it('shows the top bracket for very large fleets', async () => {
    const { find } = setup();
    await find('1,001');
    expect(resultText()).toContain('$54,165');
  });

  it('puts brokers and other registrants with no vehicles in the 0–2 bracket', () => {
    setup();
    fireEvent.click(screen.getByLabelText(/broker, freight forwarder or leasing company/i));
    expect(screen.queryByLabelText('Number of power units')).toBeNull();
    expect(resultText()).toContain('$55');
    expect(resultText()).toContain('No vehicles');
  });

  it('explains what to enter when the count is missing or not a whole number', async () => {
    const { find } = setup();
    await find('');
    expect(screen.getByRole('alert').textContent).toContain('Fleet size is required.');
    await find('-3');
    expect(screen.getByRole('alert').textContent).toContain('Fleet size must be a whole number.');
    await find('2.5');
    expect(screen.getByRole('alert').textContent).toContain('Fleet size must be a whole number.');
    expect(screen.queryByTestId('ucr-result')).toBeNull();
  });

  it('lists every bracket of the year', () => {
    setup();
    const table = screen.getByRole('table', { name: /UCR 2027 fee by number of power units/i });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(6);
    expect(table.textContent).toContain('$5,548');
  });
});
