import { useEffect, type RefObject } from 'react';

/**
 * Keeps what the toasts cover free of the page: `--toast-clearance` on the root is the height of the
 * toast stack above the bottom of the window (0 px without toasts). The page and the menu drawer
 * keep that much room at their bottom, and scrolling an element into view stops above it; a control
 * that has focus when a toast arrives over it (the Pay button when a card is declined) is scrolled
 * above it at once.
 */
export function useToastClearance(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const section = region.current;
    if (!section || typeof MutationObserver === 'undefined') return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      const tops = [...section.querySelectorAll<HTMLElement>('[data-sonner-toast]:not([data-removed="true"])')].map(
        (t) => t.getBoundingClientRect().top,
      );
      const clearance = tops.length ? Math.max(0, Math.ceil(window.innerHeight - Math.min(...tops))) : 0;
      root.style.setProperty('--toast-clearance', `${clearance}px`);
      const focused = document.activeElement;
      if (clearance > 0 && focused instanceof HTMLElement && focused !== document.body && !section.contains(focused)) {
        if (focused.getBoundingClientRect().bottom > window.innerHeight - clearance) focused.scrollIntoView({ block: 'nearest' });
      }
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(section, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-removed', 'data-mounted', 'style'],
    });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      root.style.removeProperty('--toast-clearance');
    };
  }, [region]);
}
