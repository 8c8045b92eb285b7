import type * as Sonner from 'sonner';

type SonnerToast = typeof Sonner.toast;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';
/** What every kind of toast takes: the message and Sonner's options for it. */
type ToastArgs = Parameters<SonnerToast['message']>;

let sonner: typeof Sonner | null = null;
const loadListeners = new Set<() => void>();
let resolveMounted!: () => void;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
let ready: Promise<SonnerToast> | null = null;

/**
 * Sonner's `toast` once Sonner is loaded and the app's toaster listens. Sonner is fetched once the
 * page is idle or with an earlier toast, never with the first load; a fetch that fails is tried
 * again by the next toast.
 */
function readyToast(): Promise<SonnerToast> {
  ready ??= import('sonner').then(
    (loaded) => {
      sonner = loaded;
      for (const listener of loadListeners) listener();
      return mounted.then(() => loaded.toast);
    },
    (error: unknown) => {
      ready = null;
      throw error;
    },
  );
  return ready;
}

function show(kind: Kind) {
  return (...args: ToastArgs): void => {
    void readyToast().then((sonnerToast) => sonnerToast[kind](...args));
  };
}

/**
 * The app's notifications: Sonner's `toast`, without Sonner in the first download. Every call goes
 * to Sonner in the order it was made, once the toaster has mounted, so no toast asked for before
 * then is lost. A dismiss before the first toast has nothing to take away and loads nothing.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  dismiss(...args: Parameters<SonnerToast['dismiss']>): void {
    if (ready) void ready.then((sonnerToast) => sonnerToast.dismiss(...args));
  },
};

/** Loads Sonner ahead of the first toast, so the toaster is in place before a message arrives. */
export function loadToasts(): void {
  readyToast().catch(() => undefined);
}

/** Sonner once it is loaded, for the app's toaster to render; null until then. */
export function loadedSonner(): typeof Sonner | null {
  return sonner;
}

/** Calls `listener` when Sonner has loaded. */
export function onSonnerLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}

/** The app's toaster calls this once Sonner's `<Toaster>` has mounted and listens for toasts. */
export function toasterMounted(): void {
  resolveMounted();
}
