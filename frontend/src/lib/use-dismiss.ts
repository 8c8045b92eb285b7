import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open popup when the pointer goes down outside `root` or Escape is pressed; on Escape
 * `onEscape` runs after closing, so focus can go back to the control that opened it.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, onEscape?: () => void): void {
  // The latest callbacks, so a re-render with new closures does not re-subscribe the listeners.
  const latest = useRef({ close, onEscape });
  latest.current = { close, onEscape };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) latest.current.close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current.close();
      latest.current.onEscape?.();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root]);
}
