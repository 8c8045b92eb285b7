import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollTopButton } from './scroll-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('scroll-to-top button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is hidden at or below 400 px and visible above, and jumps to the top', () => {
    render(<ScrollTopButton />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      scrollTo(400);
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      scrollTo(401);
      vi.advanceTimersByTime(20);
    });
    const button = screen.getByRole('button', { name: 'Back to top' });
    fireEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
