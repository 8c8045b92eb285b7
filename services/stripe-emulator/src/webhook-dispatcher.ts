import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { newId } from './ids';
import type { EventSink } from './stripe-store';
import type { StripeEvent } from './stripe-types';
import { signWebhookPayload } from './webhook-signature';

/** Misbehaviour switches that reproduce what Stripe is allowed to do to webhook deliveries (at-least-once, unordered). */
export interface ChaosOptions {
  /** Below 1: probability of one extra copy per event; 1 or more: that many extra copies. */
  duplicate?: number;
  /** Random delay, in ms, before each delivery's first attempt. */
  delayMs?: [number, number];
  /** Collect events for `reorderWindowMs` and deliver each batch newest first. */
  reorder?: boolean;
  reorderWindowMs?: number;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  type: string;
  url: string;
  /** 0 for the original delivery, 1… for chaos duplicates. */
  copy: number;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

export interface WebhookDispatcherOptions {
  url?: string;
  secret?: string;
  /** Event types sent to the endpoint, or '*' for all. */
  enabledEvents: readonly string[] | '*';
  /** Wait before each retry; the number of attempts is this length plus one. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  chaos: ChaosOptions;
  log: (message: string) => void;
}

const DEFAULT_REORDER_WINDOW_MS = 100;

/** Sends signed events to one endpoint in the background, retrying with backoff, never blocking the API. */
export class WebhookDispatcher implements EventSink {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private reorderBuffer: StripeEvent[] = [];

  constructor(private readonly options: WebhookDispatcherOptions) {}

  setEndpoint(url: string | undefined, secret?: string): void {
    this.options.url = url;
    if (secret !== undefined) this.options.secret = secret;
  }

  setChaos(chaos: ChaosOptions): void {
    this.options.chaos = { ...chaos };
  }

  get url(): string | undefined {
    return this.options.url;
  }

  get chaos(): ChaosOptions {
    return { ...this.options.chaos };
  }

  accepts(type: string): boolean {
    const { url, secret, enabledEvents } = this.options;
    return Boolean(url && secret) && (enabledEvents === '*' || enabledEvents.includes(type));
  }

  enqueue(event: StripeEvent): void {
    if (!this.accepts(event.type)) return;
    if (!this.options.chaos.reorder) {
      this.dispatch(event);
      return;
    }
    this.reorderBuffer.push(event);
    if (this.reorderBuffer.length === 1) {
      this.later(this.options.chaos.reorderWindowMs ?? DEFAULT_REORDER_WINDOW_MS, () => {
        const batch = this.reorderBuffer.reverse();
        this.reorderBuffer = [];
        batch.forEach((item) => this.dispatch(item));
      });
    }
  }

  /** Cancels pending retries and aborts requests in flight; recorded deliveries stay for inspection. */
  stop(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.inFlight.forEach((controller) => controller.abort());
    this.inFlight.clear();
    this.reorderBuffer = [];
  }

  reset(): void {
    this.stop();
    this.deliveries.length = 0;
  }

  /** Every copy carries the same bytes, so duplicates are indistinguishable from Stripe's own re-sends. */
  private dispatch(event: StripeEvent): void {
    const url = this.options.url;
    const secret = this.options.secret;
    if (!url || !secret) return;
    const payload = JSON.stringify(event, null, 2);
    for (let copy = 0; copy <= this.extraCopies(); copy += 1) {
      const delivery: WebhookDelivery = {
        id: newId('whdel'),
        eventId: event.id,
        type: event.type,
        url,
        copy,
        attempts: 0,
        status: 'pending',
        lastStatusCode: null,
        lastError: null,
        createdAt: Date.now(),
        deliveredAt: null,
      };
      this.deliveries.push(delivery);
      this.later(this.chaosDelay(), () => void this.attempt(delivery, payload, secret));
    }
  }

  private async attempt(delivery: WebhookDelivery, payload: string, secret: string): Promise<void> {
    delivery.attempts += 1;
    const controller = new AbortController();
    this.inFlight.add(controller);
    try {
      const status = await postJson(delivery.url, payload, signWebhookPayload(payload, secret), this.options.timeoutMs, controller.signal);
      delivery.lastStatusCode = status;
      delivery.lastError = null;
    } catch (error) {
      delivery.lastStatusCode = null;
      delivery.lastError = error instanceof Error ? error.message : String(error);
    } finally {
      this.inFlight.delete(controller);
    }
    if (controller.signal.aborted) return;
    const code = delivery.lastStatusCode;
    const outcome = code === null ? delivery.lastError : String(code);
    if (code !== null && code >= 200 && code < 300) {
      delivery.status = 'delivered';
      delivery.deliveredAt = Date.now();
      this.options.log(`webhook ${delivery.type} ${delivery.eventId} → ${outcome} (attempt ${delivery.attempts})`);
      return;
    }
    const retryDelay = this.options.retryDelaysMs[delivery.attempts - 1];
    if (retryDelay === undefined) {
      delivery.status = 'failed';
      this.options.log(`webhook ${delivery.type} ${delivery.eventId} gave up after ${delivery.attempts} attempts (${outcome})`);
      return;
    }
    this.options.log(`webhook ${delivery.type} ${delivery.eventId} → ${outcome}; retrying in ${retryDelay} ms`);
    this.later(retryDelay, () => void this.attempt(delivery, payload, secret));
  }

  private extraCopies(): number {
    const duplicate = this.options.chaos.duplicate ?? 0;
    if (duplicate >= 1) return Math.floor(duplicate);
    return Math.random() < duplicate ? 1 : 0;
  }

  private chaosDelay(): number {
    const range = this.options.chaos.delayMs;
    if (!range) return 0;
    const [min, max] = range;
    return min + Math.random() * Math.max(0, max - min);
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}

/** One POST without keep-alive, so a stopped emulator leaves no sockets open. */
function postJson(url: string, payload: string, signature: string, timeoutMs: number, signal: AbortSignal): Promise<number> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        agent: false,
        signal,
        timeout: timeoutMs,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signature,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}
