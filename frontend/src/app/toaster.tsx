import { Toaster } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';

/** Sonner's own phone layout (full-width toasts) starts at this width. */
const PHONE_TOASTS = '(max-width: 600px)';

/**
 * Notifications: at most 3 visible, 4000 ms auto-close (loading toasts stay), 356 px wide (set in
 * global.css), gap 14, system theme, close button, Alt+T to expand the region. Sonner pauses timers
 * on hover, focus and a hidden page, and handles swipe-to-dismiss and the 200 ms removal itself.
 *
 * Bottom-right, 24 px in, on larger screens. On a phone a bottom toast covers what the thumb reaches
 * for (the Pay button, the drawer's account links), so there they drop from the top, just under the
 * sticky header so its menu button stays reachable.
 */
export function AppToaster() {
  const phone = useMediaQuery(PHONE_TOASTS);
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position={phone ? 'top-center' : 'bottom-right'}
      theme="system"
      gap={14}
      offset={24}
      mobileOffset={{ top: 'calc(var(--header-height) + 8px)', right: 16, bottom: 16, left: 16 }}
      closeButton
      hotkey={['altKey', 'KeyT']}
      richColors
      containerAriaLabel="Notifications"
    />
  );
}
