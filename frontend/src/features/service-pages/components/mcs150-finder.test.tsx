import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { normalizeUsdot } from '@filebridge/contracts';
import { Mcs150Finder } from './mcs150-finder';

const TODAY = new Date('2026-11-22T12:00:00Z');

function setup() {
  render(
    <MemoryRouter>
      <Mcs150Finder today={TODAY} />
    </MemoryRouter>,
  );
  const input = screen.getByLabelText('USDOT number') as HTMLInputElement;
  const find = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my due date' }));
  };
  return { input, find };
}

describe('MCS-150 due-date finder', () => {
  it('shows the month and year for a USDOT number ending in 0 with an odd next-to-last digit', () => {
    const { find } = setup();
    find('12345610');
    const result = screen.getByTestId('mcs150-result');
    expect(result.textContent).toContain('October 2027');
    expect(result.textContent).toContain('File by October 31, 2027');
    expect(result.textContent).toContain('Last digit 0 → October.');
    expect(result.textContent).toContain('odd-numbered years');
  });

  it('moves to the next matching year when this year’s month has passed', () => {
    const { find } = setup();
    // Ends in 7 (July), next-to-last 6 (even): July 2026 has passed on Nov 22, 2026.
    find('1234567');
    const result = screen.getByTestId('mcs150-result');
    expect(result.textContent).toContain('July 2028');
    expect(result.textContent).toContain('next one is due in July 2030');
  });

  it('accepts a number typed with a USDOT prefix and spaces', () => {
    expect(normalizeUsdot(' USDOT# 123 4567 ')).toBe('1234567');
    const { find } = setup();
    find('USDOT 1234561');
    expect(screen.getByTestId('mcs150-result').textContent).toContain('January 2028');
  });

  it('asks for a number when the field is empty', () => {
    const { find, input } = setup();
    find('');
    expect(screen.getByRole('alert').textContent).toBe('Enter your USDOT number.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('mcs150-result')).toBeNull();
  });

  it('rejects letters and numbers of the wrong length with clear messages', () => {
    const { find } = setup();
    find('12A456');
    expect(screen.getByRole('alert').textContent).toContain('digits only');
    find('123456789');
    expect(screen.getByRole('alert').textContent).toContain('3 to 8 digits');
    find('12');
    expect(screen.getByRole('alert').textContent).toContain('3 to 8 digits');
    find('0123456');
    expect(screen.getByRole('alert').textContent).toContain('does not start with 0');
  });

  it('clears the error while the user corrects the number', () => {
    const { find, input } = setup();
    find('');
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains the rule from 49 CFR 390.19', () => {
    setup();
    expect(screen.getByText('How the due date is worked out')).toBeInTheDocument();
    expect(document.body.textContent).toContain('49 CFR 390.19');
  });
});
