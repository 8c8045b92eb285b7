import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { OrderFollowUp } from './order-follow-up';

describe('OrderFollowUp', () => {
  it('shows the phase and the unread count, and nothing for an order with neither', () => {
    const { container, rerender } = render(<OrderFollowUp phaseLabel={null} unreadMessages={0} />);
    expect(container.textContent).toBe('');
    rerender(<OrderFollowUp phaseLabel="Waiting on you" unreadMessages={2} />);
    expect(screen.getByText('Waiting on you')).toBeInTheDocument();
    expect(screen.getByText('2 new messages')).toBeInTheDocument();
    rerender(<OrderFollowUp phaseLabel="In review" unreadMessages={1} />);
    expect(screen.getByText('1 new message')).toBeInTheDocument();
  });
});
