import type { IncomingMessage, ServerResponse } from 'node:http';
import { snapshotState } from './emulator-state';
import { readBody, send } from './http-io';
import { StripeApiError, invalidRequest } from './stripe-error';
import type { DisputeService } from './dispute-service';
import type { RefundService } from './refund-service';
import type { StripeStore } from './stripe-store';
import type { ChaosOptions, WebhookDispatcher } from './webhook-dispatcher';

export interface AdminServices {
  store: StripeStore;
  dispatcher: WebhookDispatcher;
  refunds: RefundService;
  disputes: DisputeService;
}

/** Test hooks under /_emulator: no key needed, JSON in and out. */
export function createAdminHandler({ store, dispatcher, refunds, disputes }: AdminServices, reset: () => void) {
  return async function handleAdmin(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/_emulator/refund-failures') {
      const { payment_intent, reason } = parseJsonObject(await readBody(req), 'Body must be { "payment_intent": "pi_…", "reason"?: "…" }.');
      if (typeof payment_intent !== 'string') throw invalidRequest('payment_intent is required.');
      refunds.failNextRefund(payment_intent, typeof reason === 'string' ? reason : 'expired_or_canceled_card');
      return send(res, 200, JSON.stringify({ ok: true }));
    }
    if (method === 'POST' && path === '/_emulator/disputes') {
      const { charge, reason, amount } = parseJsonObject(await readBody(req), 'Body must be { "charge": "ch_…", "reason"?, "amount"? }.');
      if (typeof charge !== 'string') throw invalidRequest('charge is required.');
      const dispute = disputes.open(
        charge,
        typeof reason === 'string' ? reason : undefined,
        typeof amount === 'number' ? amount : undefined,
      );
      return send(res, 200, JSON.stringify(dispute));
    }
    const closing = /^\/_emulator\/disputes\/([A-Za-z0-9_]+)\/close$/.exec(path);
    if (method === 'POST' && closing) {
      const { status } = parseJsonObject(await readBody(req), 'Body must be { "status": "won" | "lost" }.');
      if (status !== 'won' && status !== 'lost') throw invalidRequest('status must be won or lost.');
      return send(res, 200, JSON.stringify(disputes.close(closing[1]!, status)));
    }
    if (method === 'GET' && path === '/_emulator/state') return send(res, 200, JSON.stringify(snapshotState(store, dispatcher)));
    if (method === 'POST' && path === '/_emulator/reset') {
      reset();
      return send(res, 200, JSON.stringify({ ok: true }));
    }
    if (method === 'POST' && path === '/_emulator/chaos') {
      const chaos = parseChaos(await readBody(req));
      dispatcher.setChaos(chaos);
      return send(res, 200, JSON.stringify({ chaos }));
    }
    if (method === 'POST' && path === '/_emulator/webhook') {
      const { url, secret } = parseWebhookTarget(await readBody(req));
      dispatcher.setEndpoint(url, secret);
      return send(res, 200, JSON.stringify({ url: dispatcher.url ?? null }));
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `No emulator route for ${method} ${path}: see services/stripe-emulator/README.md.`,
    });
  };
}

/** Validates the JSON body of `POST /_emulator/chaos`; an empty object turns chaos off. */
function parseChaos(raw: string): ChaosOptions {
  const { duplicate, delayMs, reorder, reorderWindowMs } = parseJsonObject(raw, 'Chaos settings must be a JSON object.');
  const chaos: ChaosOptions = {};
  if (duplicate !== undefined) {
    if (typeof duplicate !== 'number' || duplicate < 0) throw invalidRequest('duplicate must be a number ≥ 0.');
    chaos.duplicate = duplicate;
  }
  if (delayMs !== undefined) {
    const valid = Array.isArray(delayMs) && delayMs.length === 2 && delayMs.every((n) => typeof n === 'number' && n >= 0);
    if (!valid) throw invalidRequest('delayMs must be [min, max] in milliseconds.');
    chaos.delayMs = [delayMs[0], delayMs[1]];
  }
  if (reorder !== undefined) {
    if (typeof reorder !== 'boolean') throw invalidRequest('reorder must be a boolean.');
    chaos.reorder = reorder;
  }
  if (reorderWindowMs !== undefined) {
    if (typeof reorderWindowMs !== 'number' || reorderWindowMs < 0) throw invalidRequest('reorderWindowMs must be a number ≥ 0.');
    chaos.reorderWindowMs = reorderWindowMs;
  }
  return chaos;
}

/** `{ "url": "http://…", "secret": "whsec_…" }`; a null url stops deliveries, an absent secret keeps the current one. */
function parseWebhookTarget(raw: string): { url: string | undefined; secret: string | undefined } {
  const usage = 'Webhook settings must be a JSON object: { "url": "...", "secret": "whsec_..." }.';
  const { url, secret } = parseJsonObject(raw, usage);
  if ((url !== undefined && url !== null && typeof url !== 'string') || (secret !== undefined && typeof secret !== 'string')) {
    throw invalidRequest(usage);
  }
  return { url: url ?? undefined, secret };
}

function parseJsonObject(raw: string, usage: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw invalidRequest(usage);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidRequest(usage);
  return body as Record<string, unknown>;
}
