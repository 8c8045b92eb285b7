import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { STRIPE_JS_URL, STRIPE_PUBLISHABLE_KEY } from '../../../config/env';

/**
 * Loads Stripe.js once per page. When `STRIPE_JS_URL` is set (the offline stand-in served by the
 * Stripe emulator in dev and tests) its `<script>` is injected first; it defines `window.Stripe`
 * synchronously, and `loadStripe` then reuses it instead of fetching js.stripe.com. The `pure`
 * entry is used so nothing is fetched until checkout asks for it.
 */
let stripePromise: Promise<Stripe | null> | null = null;

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = window as unknown as { Stripe?: unknown };
    if (w.Stripe) return resolve();
    let script = document.querySelector<HTMLScriptElement>(`script[data-filebridge-stripe]`);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.filebridgeStripe = 'true';
      document.head.appendChild(script);
    }
    script.addEventListener('load', () => (w.Stripe ? resolve() : reject(new Error('The payment form did not load.'))), { once: true });
    script.addEventListener('error', () => reject(new Error('The payment form did not load.')), { once: true });
  });
}

export function getStripe(): Promise<Stripe | null> {
  if (!stripePromise) {
    stripePromise = (STRIPE_JS_URL ? injectScript(STRIPE_JS_URL) : Promise.resolve())
      .then(() => loadStripe(STRIPE_PUBLISHABLE_KEY))
      .catch((error: unknown) => {
        // Let a later visit (or the "Try again" button) retry from scratch.
        stripePromise = null;
        document.querySelector('script[data-filebridge-stripe]')?.remove();
        throw error;
      });
  }
  return stripePromise;
}
