import { CAROUSEL_AUTOPLAY_MS } from '@filebridge/contracts';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { cx } from '../lib/cx';
import { useMediaQuery, usePrefersReducedMotion } from '../lib/use-media-query';
import { useOnScreen } from '../lib/use-on-screen';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import styles from './carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region, e.g. "Business services". */
  label: string;
  /** Autoplay interval; 3000 ms. */
  autoplayMs?: number;
  /** Cards per view from wide screens down: [≥1024 px, ≥640 px, smaller]. */
  perView?: [number, number, number];
  className?: string;
}

/**
 * Card carousel: advances one card every `autoplayMs`, loops, pauses while the pointer is
 * over it or focus is inside it (and when the visitor presses Pause) and while it is scrolled out
 * of view, never autoplays under prefers-reduced-motion. Previous/next buttons, arrow keys, dots
 * and swipe move it by hand.
 * Cards outside the view are inert, so Tab never lands on a hidden card.
 */
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  label,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  perView = [3, 2, 1],
  className,
}: CarouselProps<T>) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 640px)');
  const reducedMotion = usePrefersReducedMotion();
  const visible = Math.max(1, Math.min(items.length, wide ? perView[0] : medium ? perView[1] : perView[2]));
  const maxIndex = Math.max(0, items.length - visible);

  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const touchStart = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(root);
  const regionId = useId();

  const current = Math.min(index, maxIndex);
  const paused = hovered || focused || userPaused || reducedMotion || maxIndex === 0 || !onScreen;
  // A step of the slide show changes which slides are shown, never what they hold: the cards are
  // rendered once, so each step re-renders only the slide frames (a phone's CPU feels every card).
  const cards = useMemo(() => items.map((item, i) => renderItem(item, i)), [items, renderItem]);

  const goTo = useCallback((next: number) => setIndex(next < 0 ? maxIndex : next > maxIndex ? 0 : next), [maxIndex]);
  const next = useCallback(() => setIndex((i) => (Math.min(i, maxIndex) >= maxIndex ? 0 : Math.min(i, maxIndex) + 1)), [maxIndex]);
  const prev = useCallback(() => setIndex((i) => (Math.min(i, maxIndex) <= 0 ? maxIndex : Math.min(i, maxIndex) - 1)), [maxIndex]);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(next, autoplayMs);
    return () => window.clearInterval(timer);
  }, [paused, next, autoplayMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    if (end < start) next();
    else prev();
  };

  return (
    <div
      ref={root}
      className={cx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-paused={paused}
    >
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {/* Slides are role=group (APG carousel pattern), so the track is a plain container, not a list. */}
        <div
          id={regionId}
          className={styles.track}
          aria-live={paused ? 'polite' : 'off'}
          data-index={current}
          style={{ '--per-view': visible, '--index': current } as CSSProperties}
        >
          {items.map((item, i) => {
            const inView = i >= current && i < current + visible;
            return (
              <div
                key={getKey(item)}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${items.length}`}
                aria-hidden={!inView}
                inert={!inView}
              >
                {cards[i]}
              </div>
            );
          })}
        </div>
      </div>

      {maxIndex > 0 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={prev} aria-controls={regionId} aria-label="Previous slide">
            <ChevronLeftIcon size={20} />
          </button>
          <span className={styles.position} aria-hidden="true">
            {current + 1} / {maxIndex + 1}
          </span>
          <div className={styles.dots}>
            {Array.from({ length: maxIndex + 1 }, (_, i) => (
              <button
                key={i}
                type="button"
                className={cx(styles.dot, i === current && styles.dotActive)}
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={next} aria-controls={regionId} aria-label="Next slide">
            <ChevronRightIcon size={20} />
          </button>
          {!reducedMotion ? (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => setUserPaused((p) => !p)}
              aria-label={userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
              aria-pressed={userPaused}
            >
              {userPaused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
