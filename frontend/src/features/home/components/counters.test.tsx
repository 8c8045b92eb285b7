import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Counters } from './counters';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('home counters', () => {
  let trigger: Callback | null = null;

  beforeEach(() => {
    vi.useFakeTimers();
    trigger = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: Callback) {
          trigger = cb;
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const values = () => screen.getAllByTestId('counter-value').map((el) => el.textContent);

  it('stays at zero until scrolled into view', () => {
    render(<Counters />);
    act(() => vi.advanceTimersByTime(3000));
    expect(values()).toEqual(['0+', '0+', '2000']);
  });

  it('counts up to 132+, 200+ and 2024 in 30 ms steps once visible', () => {
    render(<Counters />);
    act(() => trigger?.([{ isIntersecting: true }]));

    act(() => vi.advanceTimersByTime(30));
    const [first] = values();
    expect(first).not.toBe('0+');

    act(() => vi.advanceTimersByTime(1000));
    const mid = values();
    expect(mid[0]).not.toBe('132+');

    act(() => vi.advanceTimersByTime(470)); // 1500 ms: the year counter is done
    expect(values()[2]).toBe('2024');
    expect(values()[0]).not.toBe('132+');

    act(() => vi.advanceTimersByTime(500)); // 2000 ms
    expect(values()).toEqual(['132+', '200+', '2024']);

    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(['132+', '200+', '2024']);
  });

  it('gives screen readers the final figures', () => {
    render(<Counters />);
    expect(screen.getByText('132+', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('2024', { selector: '.visually-hidden' })).toBeInTheDocument();
  });
});
