import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const items = ['One', 'Two', 'Three', 'Four'];

function renderCarousel() {
  render(<Carousel label="Services" items={items} getKey={(i) => i} renderItem={(i) => <button type="button">{i}</button>} />);
  const region = screen.getByRole('region', { name: 'Services' });
  const track = region.querySelector('[data-index]') as HTMLElement;
  return { region, index: () => Number(track.dataset.index) };
}

describe('carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances one card every 3000 ms and loops back to the start', () => {
    const { index } = renderCarousel();
    expect(index()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(index()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(index()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(index()).toBe(2);
    act(() => vi.advanceTimersByTime(6000));
    expect(index()).toBe(0);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const { region, index } = renderCarousel();
    act(() => vi.advanceTimersByTime(3000));
    expect(index()).toBe(1);
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9000));
    expect(index()).toBe(1);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(index()).toBe(2);
  });

  it('pauses while focus is inside it', () => {
    const { index } = renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(index()).toBe(0);
  });

  it('moves with the previous/next buttons and the arrow keys', () => {
    const { region, index } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(index()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(index()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(index()).toBe(items.length - 1);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(index()).toBe(0);
  });

  it('stops autoplay when the visitor presses pause', () => {
    const { index } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    screen.getByRole('button', { name: 'Start automatic slide show' }).blur();
    act(() => vi.advanceTimersByTime(9000));
    expect(index()).toBe(0);
  });

  it('makes cards outside the view inert', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[0]!.hasAttribute('inert')).toBe(false);
    expect(slides[1]!.hasAttribute('inert')).toBe(true);
  });
});
