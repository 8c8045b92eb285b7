import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UcrFeeFinder } from './ucr-fee-finder';

function setup() {
  render(
    <MemoryRouter>
      <UcrFeeFinder />
    </MemoryRouter>,
  );
  const find = (value: string) => {
    fireEvent.change(screen.getByLabelText('Number of power units'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my fee' }));
  };
  return { find };
}

const resultText = () => screen.getByTestId('ucr-result').textContent ?? '';

describe('UCR 2025 fee finder', () => {
  it('shows $46 for a fleet of 0', () => {
    const { find } = setup();
    find('0');
    expect(resultText()).toContain('$46');
    expect(resultText()).toContain('0–2 power units');
  });

  it('shows $963 for a fleet of 50', () => {
    const { find } = setup();
    find('50');
    expect(resultText()).toContain('$963');
    expect(resultText()).toContain('21–100 power units');
  });

  it('shows the top bracket for very large fleets', () => {
    const { find } = setup();
    find('1,001');
    expect(resultText()).toContain('$44,836');
  });

  it('puts brokers and other registrants with no vehicles in the 0–2 bracket', () => {
    setup();
    fireEvent.click(screen.getByLabelText(/broker, freight forwarder or leasing company/i));
    expect(screen.queryByLabelText('Number of power units')).toBeNull();
    expect(resultText()).toContain('$46');
    expect(resultText()).toContain('No vehicles');
  });

  it('explains what to enter when the count is missing or not a whole number', () => {
    const { find } = setup();
    find('');
    expect(screen.getByRole('alert').textContent).toContain('Fleet size is required.');
    find('-3');
    expect(screen.getByRole('alert').textContent).toContain('Fleet size must be a whole number.');
    find('2.5');
    expect(screen.getByRole('alert').textContent).toContain('Fleet size must be a whole number.');
    expect(screen.queryByTestId('ucr-result')).toBeNull();
  });

  it('lists every 2025 bracket', () => {
    setup();
    const table = screen.getByRole('table', { name: /UCR 2025 fee by number of power units/i });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(6);
    expect(table.textContent).toContain('$4,592');
  });
});
