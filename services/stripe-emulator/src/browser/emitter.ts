/* istanbul ignore file -- the served script embeds these functions' source; coverage counters would break it */
import type { Listener } from './types';

export interface Emitter {
  on(event: string, callback: Listener): void;
  off(event: string, callback?: Listener): void;
  emit(event: string, payload: unknown): void;
}

/** Element events. A listener that throws is reported asynchronously, as Stripe.js does, so the others still run. */
export function createEmitter(): Emitter {
  const handlers = new Map<string, Listener[]>();
  return {
    on(event, callback) {
      handlers.set(event, [...(handlers.get(event) ?? []), callback]);
    },
    off(event, callback) {
      const current = handlers.get(event);
      if (current) handlers.set(event, callback ? current.filter((item) => item !== callback) : []);
    },
    emit(event, payload) {
      for (const callback of handlers.get(event) ?? []) {
        try {
          callback(payload);
        } catch (error) {
          setTimeout(() => {
            throw error;
          });
        }
      }
    },
  };
}
