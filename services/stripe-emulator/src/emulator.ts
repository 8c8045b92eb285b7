import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiHandler } from './api-handler';
import { createApiRoutes } from './api-routes';
import { createAdminHandler } from './admin-handler';
import { snapshotState, type EmulatorState } from './emulator-state';
import { headerValue, send } from './http-io';
import { IdempotencyCache } from './idempotency-cache';
import { DisputeService } from './dispute-service';
import { PaymentIntentService } from './payment-intent-service';
import { PaymentMethodService } from './payment-method-service';
import { RefundService } from './refund-service';
import { StripeApiError } from './stripe-error';
import { renderStripeJs } from './stripe-js-asset';
import { StripeStore } from './stripe-store';
import type { Dispute } from './stripe-types';
import { WebhookDispatcher, type ChaosOptions } from './webhook-dispatcher';

export interface StripeEmulatorOptions {
  /** Default 12111 (stripe-mock's port); 0 picks a free one. */
  port?: number;
  host?: string;
  webhookUrl?: string;
  /** `whsec_…`; without it (or a URL) events are recorded but not delivered. */
  webhookSecret?: string;
  /** Event types delivered to the endpoint; '*' for all. */
  webhookEvents?: readonly string[] | '*';
  /** Waits between attempts; attempts = length + 1. */
  webhookRetryDelaysMs?: readonly number[];
  webhookTimeoutMs?: number;
  chaos?: ChaosOptions;
  log?: (message: string) => void;
}

export interface StripeEmulator {
  start(): Promise<{ url: string; port: number }>;
  stop(): Promise<void>;
  setWebhookUrl(url: string | undefined, secret?: string): void;
  setChaos(chaos: ChaosOptions): void;
  reset(): void;
  /** The next refund of this PaymentIntent's charge is answered `pending`, then fails at the bank. */
  failNextRefund(paymentIntentId: string, reason?: string): void;
  /** The cardholder's bank disputes a charge (in full unless `amount` is given), and later decides it. */
  openDispute(chargeId: string, opts?: { reason?: string; amount?: number }): Dispute;
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Dispute;
  /** A fresh snapshot on every read. */
  readonly state: EmulatorState;
}

export const DEFAULT_PORT = 12111;
export const DEFAULT_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;
/** Quick enough for a developer to watch, long enough to ride out a restarting receiver: 8 attempts over ~32 s. */
export const DEFAULT_RETRY_DELAYS_MS = [200, 500, 1000, 2000, 4000, 8000, 16000] as const;

export function createStripeEmulator(options: StripeEmulatorOptions = {}): StripeEmulator {
  const log = options.log ?? (() => undefined);
  const host = options.host ?? '127.0.0.1';
  const dispatcher = new WebhookDispatcher({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    enabledEvents: options.webhookEvents ?? DEFAULT_WEBHOOK_EVENTS,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    chaos: { ...options.chaos },
    log,
  });
  const store = new StripeStore(dispatcher);
  const methods = new PaymentMethodService(store);
  const refunds = new RefundService(store);
  const disputes = new DisputeService(store);
  const routes = createApiRoutes({ store, methods, intents: new PaymentIntentService(store, methods), refunds, disputes });
  const idempotency = new IdempotencyCache();
  const handleApi = createApiHandler(routes, idempotency, log);
  const reset = (): void => {
    store.reset();
    dispatcher.reset();
    idempotency.clear();
  };
  const handleAdmin = createAdminHandler({ store, dispatcher, refunds, disputes }, reset);
  let baseUrl = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (req.method === 'GET' && url.pathname === '/js/stripe.js') {
      const requestHost = headerValue(req.headers.host);
      return send(
        res,
        200,
        renderStripeJs(requestHost ? `http://${requestHost}` : baseUrl),
        { 'Cache-Control': 'no-store' },
        'application/javascript; charset=utf-8',
      );
    }
    if (url.pathname.startsWith('/v1/')) return handleApi(req, res, url);
    try {
      await handleAdmin(req, res, url.pathname);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      send(res, error.statusCode, JSON.stringify({ error: error.body }));
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) send(res, 500, JSON.stringify({ error: { type: 'api_error', message: 'Stripe emulator failure.' } }));
    });
  });

  return {
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? DEFAULT_PORT, host, () => {
          server.off('error', reject);
          const { port } = server.address() as AddressInfo;
          baseUrl = `http://${displayHost(host)}:${port}`;
          resolve({ url: baseUrl, port });
        });
      }),
    stop: () =>
      new Promise((resolve, reject) => {
        dispatcher.stop();
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    setWebhookUrl: (url, secret) => dispatcher.setEndpoint(url, secret),
    setChaos: (chaos) => dispatcher.setChaos(chaos),
    reset,
    failNextRefund: (paymentIntentId, reason = 'expired_or_canceled_card') => refunds.failNextRefund(paymentIntentId, reason),
    openDispute: (chargeId, opts = {}) => disputes.open(chargeId, opts.reason, opts.amount),
    closeDispute: (disputeId, outcome) => disputes.close(disputeId, outcome),
    get state() {
      return snapshotState(store, dispatcher);
    },
  };
}

/** A wildcard bind address is reachable on loopback; IPv6 literals need brackets in URLs. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
