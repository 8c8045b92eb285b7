import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { whenIdle } from '../lib/when-idle';
import { loadedSonner, loadToasts, onSonnerLoaded, toasterMounted } from '../lib/toast';
import { useToastClearance } from './toast-clearance';

/**
 * Notifications: at most 3 visible, 4000 ms auto-close (loading toasts stay), 356 px wide (set in
 * global.css), gap 14, system theme, close button, Alt+T to expand the region. Sonner pauses timers
 * on hover, focus and a hidden page, and handles swipe-to-dismiss and the 200 ms removal itself.
 *
 * Bottom-right, 24 px in; on a phone Sonner stretches them across the bottom, 16 px in. Never at
 * the top, where a page's heading sits just under the sticky header: a toast dropped there hides
 * what the page says it is (the "Order Complete" heading after paying). What they would cover at
 * the bottom (the Pay button, the drawer's account links) is kept above them (`useToastClearance`).
 *
 * Sonner stays out of the first load (lib/toast.ts): the server and hydration render no toaster.
 * It is loaded once the page is idle, or by an earlier toast, so its live region is in the page
 * before the first message: some screen readers miss a message added to a region that appeared
 * with it.
 */
export function AppToaster() {
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner, () => null);
  useEffect(() => whenIdle(loadToasts), []);
  return sonner && <Notifications Toaster={sonner.Toaster} />;
}

function Notifications({ Toaster }: { Toaster: typeof SonnerToaster }) {
  const region = useRef<HTMLElement>(null);
  useToastClearance(region);
  // Sonner's <Toaster> subscribes to the toasts in its own effect, which runs before this one.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      ref={region}
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
