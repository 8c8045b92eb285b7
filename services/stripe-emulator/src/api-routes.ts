import { optionalInteger, optionalString, type ParamObject } from './form-params';
import type { PaymentIntentService } from './payment-intent-service';
import type { PaymentMethodService } from './payment-method-service';
import type { DisputeService } from './dispute-service';
import type { RefundService } from './refund-service';
import { invalidRequest, resourceMissing } from './stripe-error';
import type { RequestContext, StripeStore } from './stripe-store';
import type { StripeEvent, StripeList } from './stripe-types';

export interface ApiRequest {
  params: ParamObject;
  /** Which kind of key authenticated the call: browsers hold only the publishable one. */
  keyKind: 'secret' | 'publishable';
  context: RequestContext;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** Reachable with a publishable key, as Stripe.js uses it. */
  browser?: boolean;
  handle(request: ApiRequest, ids: string[]): unknown;
}

export interface ApiServices {
  store: StripeStore;
  intents: PaymentIntentService;
  methods: PaymentMethodService;
  refunds: RefundService;
  disputes: DisputeService;
}

const ID = '([A-Za-z0-9_]+)';

/** The Stripe v1 endpoints the emulator answers. */
export function createApiRoutes({ store, intents, methods, refunds, disputes }: ApiServices): ApiRoute[] {
  /** With a publishable key, Stripe only reveals a PaymentIntent to whoever holds its client secret. */
  const checkClientSecret = (id: string, request: ApiRequest): void => {
    if (request.keyKind !== 'publishable') return;
    const secret = optionalString(request.params, 'client_secret');
    if (!secret) throw invalidRequest('A client_secret is required when using a publishable key.', { param: 'client_secret' });
    if (intents.find(id).client_secret !== secret) {
      throw invalidRequest('The client_secret provided does not match the client_secret associated with the PaymentIntent.', {
        param: 'client_secret',
      });
    }
  };
  const at = (ids: string[]): string => ids[0] ?? '';

  return [
    { method: 'POST', pattern: /^\/v1\/payment_intents$/, handle: (req) => intents.create(req.params, req.context) },
    { method: 'GET', pattern: /^\/v1\/payment_intents$/, handle: (req) => intents.list(req.params) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/payment_intents/${ID}$`),
      browser: true,
      handle: (req, ids) => {
        checkClientSecret(at(ids), req);
        return intents.retrieve(at(ids), req.params);
      },
    },
    { method: 'POST', pattern: new RegExp(`^/v1/payment_intents/${ID}$`), handle: (req, ids) => intents.update(at(ids), req.params) },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1/payment_intents/${ID}/confirm$`),
      browser: true,
      handle: (req, ids) => {
        checkClientSecret(at(ids), req);
        return intents.confirm(at(ids), req.params, req.context);
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1/payment_intents/${ID}/cancel$`),
      handle: (req, ids) => intents.cancel(at(ids), req.params, req.context),
    },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (req) => refunds.create(req.params, req.context) },
    { method: 'GET', pattern: /^\/v1\/refunds$/, handle: (req) => refunds.list(req.params) },
    { method: 'GET', pattern: new RegExp(`^/v1/refunds/${ID}$`), handle: (_req, ids) => refunds.retrieve(at(ids)) },
    { method: 'GET', pattern: new RegExp(`^/v1/disputes/${ID}$`), handle: (_req, ids) => disputes.retrieve(at(ids)) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/charges/${ID}$`),
      handle: (_req, ids) => {
        const charge = store.charges.get(at(ids));
        if (!charge) throw resourceMissing('charge', at(ids), 'id');
        return structuredClone(charge);
      },
    },
    { method: 'POST', pattern: /^\/v1\/payment_methods$/, browser: true, handle: (req) => methods.create(req.params) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/payment_methods/${ID}$`),
      handle: (_req, ids) => structuredClone(methods.retrieve(at(ids))),
    },
    { method: 'GET', pattern: /^\/v1\/events$/, handle: (req) => listEvents(store.events, req.params) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/events/${ID}$`),
      handle: (_req, ids) => {
        const event = store.events.find((item) => item.id === at(ids));
        if (!event) throw resourceMissing('event', at(ids), 'id');
        return event;
      },
    },
  ];
}

function listEvents(events: readonly StripeEvent[], params: ParamObject): StripeList<StripeEvent> {
  const limit = Math.min(Math.max(optionalInteger(params, 'limit') ?? 10, 1), 100);
  const type = optionalString(params, 'type');
  const matching = events.filter((event) => !type || event.type === type).reverse();
  return { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url: '/v1/events' };
}

export function matchRoute(routes: readonly ApiRoute[], method: string, path: string): { route: ApiRoute; ids: string[] } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, ids: match.slice(1).map((part) => part ?? '') };
  }
  return undefined;
}
