import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import type { PhaseStep } from './api';
import { PhaseTimeline } from './phase-timeline';

const step = (phase: PhaseStep['phase'], at: string, extra: Partial<PhaseStep> = {}): PhaseStep => ({
  phase,
  label: phase,
  at,
  note: null,
  ...extra,
});

describe('PhaseTimeline', () => {
  it('shows every usual step, the current one marked, with dates for those reached and the submission’s reference', () => {
    render(
      <PhaseTimeline
        steps={[
          step('details_needed', '2026-11-02T10:00:00Z'),
          step('in_review', '2026-11-03T10:00:00Z'),
          step('submitted', '2026-11-04T10:00:00Z', { agency: 'Georgia SOS', confirmationNumber: 'GA-1', submittedOn: '2026-11-04' }),
        ]}
        estimate={{ date: '2026-11-18', basis: 'estimate', source: 'https://sos.ga.gov/how-to' }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Filing progress' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('span')?.textContent)).toEqual([
      'Filing details needed',
      'In review',
      'Submitted to the agency',
      'Approved',
      'Documents delivered',
      'Completed',
    ]);
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items.filter((i) => i.getAttribute('aria-current'))).toHaveLength(1);
    expect(items[2]!.textContent).toMatch(/Filed with Georgia SOS, confirmation GA-1, on November 4, 2026/);
    expect(items[3]!.textContent).toMatch(/Not yet/);
    expect(screen.getByText(/Estimated completion: November 18, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sos.ga.gov' }).getAttribute('href')).toBe('https://sos.ga.gov/how-to');
  });

  it('places waiting and rejected steps where they happened, with the agency’s reason, and says when the agency is slow', () => {
    render(
      <PhaseTimeline
        steps={[
          step('details_needed', '2026-11-02T10:00:00Z'),
          step('in_review', '2026-11-03T10:00:00Z'),
          step('waiting_on_customer', '2026-11-03T12:00:00Z'),
          step('in_review', '2026-11-04T10:00:00Z'),
          step('submitted', '2026-11-05T10:00:00Z'),
          step('rejected', '2026-11-09T10:00:00Z', { reason: 'The name is taken.' }),
        ]}
        estimate={{ date: '2026-12-01', basis: 'estimate', source: 'New Mexico SOS', slowerThanUsual: 'The office is three weeks behind.' }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Filing progress' })).getAllByRole('listitem');
    expect(items[2]!.textContent).toMatch(/Waiting on you/);
    expect(items[5]!.getAttribute('aria-current')).toBe('step');
    expect(items[5]!.textContent).toMatch(/The agency said: The name is taken\./);
    expect(screen.getByText(/Slower than usual: The office is three weeks behind\./)).toBeInTheDocument();
    expect(screen.getByText(/source: New Mexico SOS/)).toBeInTheDocument();
  });

  it('shows nothing before the filing has begun, and no estimate line without one', () => {
    const { container, rerender } = render(<PhaseTimeline steps={[]} estimate={null} />);
    expect(container.textContent).toBe('');
    rerender(<PhaseTimeline steps={[step('details_needed', '2026-11-02T10:00:00Z')]} estimate={null} />);
    expect(screen.queryByText(/Estimated completion/)).toBeNull();
  });
});
