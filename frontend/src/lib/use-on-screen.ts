import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is at least partly inside the viewport, following it as the page scrolls.
 * True until the first observation (so the server's markup and the first client render agree), and
 * always true where IntersectionObserver does not exist.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
