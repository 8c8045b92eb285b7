import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/spinner';
import { prefersReducedMotion } from '../../lib/use-media-query';

/** Every route change scrolls smoothly to the top. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Screen-reader and keyboard users start at the new page's content, not at the old link.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** While a lazy route module loads, show the full-screen spinner (after a short grace period). */
function NavigationSpinner() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShow(false);
      return;
    }
    const timer = window.setTimeout(() => setShow(true), 150);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return show ? <FullScreenSpinner /> : null;
}

/** Top of the route tree: behaviour shared by every screen, public or admin. */
export function RootLayout() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <NavigationSpinner />
      <Outlet />
    </>
  );
}
