import { Toaster } from 'sonner';

/**
 * Notifications (spec §4, §9): at most 3 visible, 4000 ms auto-close (loading toasts stay), 356 px
 * wide (set in global.css), gap 14, offset 24 (16 on mobile), bottom-right, system theme, close
 * button, Alt+T to expand the region. Sonner pauses timers on hover, focus and a hidden page, and
 * handles swipe-to-dismiss and the 200 ms removal itself.
 */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position="bottom-right"
      theme="system"
      gap={14}
      offset={24}
      mobileOffset={16}
      closeButton
      hotkey={['altKey', 'KeyT']}
      richColors
      containerAriaLabel="Notifications"
    />
  );
}
