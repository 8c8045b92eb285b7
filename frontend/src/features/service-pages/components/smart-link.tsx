import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Smoothly scrolls to an element on this page and moves focus there (for keyboard users). */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

export interface SmartLinkProps {
  /** "#id" for a section on this page, otherwise a route path (may end in "#id"). */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * "#packages" scrolls within the page without a router navigation (so the app's scroll-to-top on
 * route change does not fight it); anything else is a normal router link.
 */
export function SmartLink({ to, className, children }: SmartLinkProps) {
  if (to.startsWith('#')) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (scrollToId(to.slice(1))) event.preventDefault();
    };
    return (
      <a href={to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
