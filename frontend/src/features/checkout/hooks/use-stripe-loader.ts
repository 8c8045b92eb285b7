import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { getStripe } from '../lib/stripe';

/** Stripe.js, loaded once the page is open so the card field is ready by the time it is needed; `retry` after a failed load. */
export function useStripeLoader() {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    getStripe()
      .then((s) => live && setStripe(s))
      .catch(() => live && setError('The secure card form could not be loaded. Check your connection and try again.'));
    return () => {
      live = false;
    };
  }, [attempt]);
  return { stripe, error, retry: () => setAttempt((n) => n + 1) };
}
