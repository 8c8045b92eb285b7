/**
 * Every call of the API, once: its method and path, who may make it, what it takes and what it
 * answers. The bff mounts and validates each route from its entry, the OpenAPI document is built
 * from the same entries, and the browser's typed client infers its request and answer types here.
 */
import { z } from 'zod';
import { ACCOUNT_ENDPOINTS } from './accounts/endpoints';
import { SignInResponseSchema } from './accounts/schemas';
import { define, SIGNED_IN, WRITE_ERRORS, type EndpointDef } from './endpoint-def';
import { FULFILMENT_ENDPOINTS } from './fulfilment/endpoints';
import * as admin from './schemas/admin';
import * as auth from './schemas/auth';
import * as catalog from './schemas/catalog';
import * as compliance from './schemas/compliance';
import { ApiErrorSchema, MessageSchema, OkSchema, ValidationErrorSchema } from './schemas/common';
import { uuid } from './schemas/fields';
import * as health from './schemas/health';
import * as inquiries from './schemas/inquiries';
import * as newsletter from './schemas/newsletter';
import * as orders from './schemas/orders';

/** The part of a Stripe event the API reads; the signature covers the whole raw body. */
const StripeEventEnvelopeSchema = z
  .looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) })
  .meta({ id: 'StripeEvent' });

export type { Audience, EndpointDef, HttpMethod } from './endpoint-def';

export const ENDPOINTS = {
  // ── Catalog ──
  services: define({
    method: 'GET',
    path: '/api/services',
    audience: 'public',
    tag: 'catalog',
    summary: 'Every service with its packages, for menus and indexes',
    status: 200,
    response: catalog.ServiceListResponseSchema,
    errors: [400],
  }),
  serviceBySlug: define({
    method: 'GET',
    path: '/api/services/slug/:slug',
    audience: 'public',
    tag: 'catalog',
    summary: 'One service and its packages, by slug',
    params: catalog.SlugParamsSchema,
    status: 200,
    response: catalog.ServiceResponseSchema,
    errors: [400, 404],
  }),
  quote: define({
    method: 'GET',
    path: '/api/services/slug/:slug/quote',
    audience: 'public',
    tag: 'catalog',
    summary: 'The price of a package: our fee, government fees at cost and state tax on our fee',
    params: catalog.SlugParamsSchema,
    query: catalog.QuoteQuerySchema,
    status: 200,
    response: catalog.QuoteResponseSchema,
    errors: [400, 404],
  }),
  serviceById: define({
    method: 'GET',
    path: '/api/services/:serviceId',
    audience: 'public',
    tag: 'catalog',
    summary: 'One service and its packages, by id (the home page comparison)',
    params: catalog.ServiceIdParamsSchema,
    status: 200,
    response: catalog.ServiceByIdResponseSchema,
    errors: [400, 404],
  }),
  stateTaxes: define({
    method: 'GET',
    path: '/api/state-taxes',
    audience: 'public',
    tag: 'catalog',
    summary: 'State sales-tax rates applied to our own fees',
    status: 200,
    response: catalog.StateTaxListResponseSchema,
    errors: [400],
  }),

  // ── Customer sign-in ──
  csrf: define({
    method: 'GET',
    path: '/api/auth/csrf',
    audience: 'public',
    tag: 'auth',
    summary: 'Sets the session and XSRF cookies a state-changing call needs',
    status: 204,
    response: null,
    errors: [400],
  }),
  signup: define({
    method: 'POST',
    path: '/api/auth/signup',
    audience: 'public',
    tag: 'auth',
    summary: 'Creates a customer account and signs it in',
    body: auth.SignupRequestSchema,
    status: 201,
    response: auth.AuthResponseSchema,
    errors: [...WRITE_ERRORS, 409],
  }),
  login: define({
    method: 'POST',
    path: '/api/auth/login',
    audience: 'public',
    tag: 'auth',
    summary: 'Signs a customer in, or asks for the second factor when the account has one (then POST /api/auth/login/2fa)',
    body: auth.LoginRequestSchema,
    status: 200,
    response: SignInResponseSchema,
    errors: [...WRITE_ERRORS, 401],
  }),
  logout: define({
    method: 'POST',
    path: '/api/auth/logout',
    audience: 'customer',
    tag: 'auth',
    summary: 'Signs this device out (its session ends; other devices stay signed in)',
    status: 200,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 401],
  }),
  me: define({
    method: 'GET',
    path: '/api/auth/me',
    audience: 'customer',
    tag: 'auth',
    summary: 'The signed-in customer',
    status: 200,
    response: auth.MeResponseSchema,
    errors: SIGNED_IN,
  }),
  updateMe: define({
    method: 'PATCH',
    path: '/api/auth/me',
    audience: 'customer',
    tag: 'auth',
    summary: "Changes the signed-in customer's profile",
    body: auth.UpdateProfileRequestSchema,
    status: 200,
    response: auth.MeResponseSchema,
    errors: [...WRITE_ERRORS, 401],
  }),

  // ── Orders ──
  orderCreate: define({
    method: 'POST',
    path: '/api/order/create',
    audience: 'customer',
    tag: 'orders',
    summary: 'Prices and stores an order, and opens its card payment; a repeat of the same attempt answers with the same order',
    headers: orders.OrderCreateHeadersSchema,
    body: orders.OrderCreateRequestSchema,
    status: 201,
    response: orders.OrderCreateResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404, 409, 422, 503],
    errorBodies: { 409: orders.PriceChangedErrorSchema },
  }),
  confirmPayment: define({
    method: 'POST',
    path: '/api/order/confirm-payment',
    audience: 'customer',
    tag: 'orders',
    summary: 'Marks the order paid once the payment provider confirms its intent',
    body: orders.ConfirmPaymentRequestSchema,
    status: 200,
    response: orders.ConfirmPaymentResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404, 409, 503],
  }),
  myOrders: define({
    method: 'GET',
    path: '/api/my/orders',
    audience: 'customer',
    tag: 'account',
    summary: "The signed-in customer's orders",
    status: 200,
    response: orders.MyOrdersResponseSchema,
    errors: SIGNED_IN,
  }),
  cancelMyOrder: define({
    method: 'POST',
    path: '/api/my/orders/:id/cancel',
    audience: 'customer',
    tag: 'account',
    summary: 'Cancels one of the customer’s orders before its filing is submitted and refunds what the refund policy gives',
    params: orders.OrderIdParamsSchema,
    status: 201,
    response: orders.CancelOrderResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404, 409, 503],
  }),
  myOrder: define({
    method: 'GET',
    path: '/api/my/orders/:id',
    audience: 'customer',
    tag: 'account',
    summary: 'One of the signed-in customer’s orders, with its timeline (another customer’s answers 404)',
    params: orders.OrderIdParamsSchema,
    status: 200,
    response: orders.MyOrderResponseSchema,
    errors: [...SIGNED_IN, 404],
  }),
  myCompliance: define({
    method: 'GET',
    path: '/api/my/compliance',
    audience: 'customer',
    tag: 'account',
    summary: 'The filings that follow from each of the signed-in customer’s paid orders, with due dates and reminder dates',
    status: 200,
    response: compliance.MyComplianceResponseSchema,
    errors: SIGNED_IN,
  }),
  complianceUnsubscribePage: define({
    method: 'GET',
    path: '/api/compliance/unsubscribe',
    audience: 'public',
    tag: 'account',
    summary:
      'The link in every compliance reminder: a page with a button that turns all of the customer’s reminders off; opening it (or a mail scanner fetching it) changes nothing',
    query: newsletter.UnsubscribeQuerySchema,
    status: 200,
    response: { mediaType: 'text/html', description: 'A page asking to confirm that reminders go off' },
    errors: [400],
  }),
  complianceUnsubscribe: define({
    method: 'POST',
    path: '/api/compliance/unsubscribe',
    audience: 'public',
    tag: 'account',
    summary:
      'Turns off every compliance reminder of the customer the signed link names: the page’s button, or a mail client’s RFC 8058 one-click POST',
    query: newsletter.UnsubscribeQuerySchema,
    status: 200,
    response: { mediaType: 'text/html', description: 'A page confirming that reminders are off' },
    errors: [400, 413, 415, 429],
  }),

  // ── Newsletter and inquiries ──
  subscribe: define({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    audience: 'public',
    tag: 'newsletter',
    summary:
      'Asks for a newsletter subscription: mails the address a link to confirm it (nothing is subscribed until then) and answers the same whatever the address’s state',
    body: newsletter.SubscribeRequestSchema,
    status: 200,
    response: MessageSchema,
    errors: WRITE_ERRORS,
  }),
  confirmSubscriptionPage: define({
    method: 'GET',
    path: '/api/newsletter/confirm',
    audience: 'public',
    tag: 'newsletter',
    summary:
      'The link in the confirmation mail: a page with a button that confirms; opening it (or a mail scanner fetching it) confirms nothing',
    query: newsletter.ConfirmQuerySchema,
    status: 200,
    response: { mediaType: 'text/html', description: 'A page asking to confirm the subscription' },
    errors: [400],
  }),
  confirmSubscription: define({
    method: 'POST',
    path: '/api/newsletter/confirm',
    audience: 'public',
    tag: 'newsletter',
    summary: 'Confirms the subscription the signed link names, once; the welcome mail follows',
    query: newsletter.ConfirmQuerySchema,
    status: 200,
    response: { mediaType: 'text/html', description: 'A page saying the subscription is confirmed' },
    errors: [400, 413, 415, 429],
  }),
  unsubscribePage: define({
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    audience: 'public',
    tag: 'newsletter',
    summary:
      'The link in every newsletter mail: a page with a button that unsubscribes; opening it (or a mail scanner fetching it) changes nothing',
    query: newsletter.UnsubscribeQuerySchema,
    status: 200,
    response: { mediaType: 'text/html', description: 'A page asking to confirm the unsubscription' },
    errors: [400],
  }),
  unsubscribe: define({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    audience: 'public',
    tag: 'newsletter',
    summary:
      'Unsubscribes the address the signed link names: the page’s button, or a mail client’s RFC 8058 one-click POST (`List-Unsubscribe=One-Click`)',
    query: newsletter.UnsubscribeQuerySchema,
    status: 200,
    response: { mediaType: 'text/html', description: 'A page confirming the unsubscription' },
    errors: [400, 413, 415, 429],
  }),
  contact: define({
    method: 'POST',
    path: '/api/contact',
    audience: 'public',
    tag: 'company',
    summary: 'Sends a message to support',
    body: inquiries.ContactRequestSchema,
    status: 200,
    response: MessageSchema,
    errors: WRITE_ERRORS,
  }),
  apply: define({
    method: 'POST',
    path: '/api/applications',
    audience: 'public',
    tag: 'company',
    summary: 'Applies to the partner or affiliate programme',
    body: inquiries.ApplicationRequestSchema,
    status: 200,
    response: MessageSchema,
    errors: WRITE_ERRORS,
  }),

  // ── Admin ──
  adminLogin: define({
    method: 'POST',
    path: '/api/admin/auth/login',
    audience: 'public',
    tag: 'admin',
    summary: 'Signs an admin in (also sets the cookie the queue board reads)',
    body: auth.LoginRequestSchema,
    status: 200,
    response: auth.AdminLoginResponseSchema,
    errors: [...WRITE_ERRORS, 401],
  }),
  adminLogout: define({
    method: 'POST',
    path: '/api/admin/auth/logout',
    audience: 'admin',
    tag: 'admin',
    summary: 'Signs this admin session out',
    status: 200,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 401],
  }),
  adminMe: define({
    method: 'GET',
    path: '/api/admin/auth/me',
    audience: 'admin',
    tag: 'admin',
    summary: 'The signed-in admin',
    status: 200,
    response: auth.AdminMeResponseSchema,
    errors: SIGNED_IN,
  }),
  adminOrders: define({
    method: 'GET',
    path: '/api/admin/orders',
    audience: 'admin',
    tag: 'admin',
    summary: 'Orders, filtered, searched and paged: expedited ones first, each group sorted as asked',
    query: admin.AdminOrderListQuerySchema,
    status: 200,
    response: admin.AdminOrderPageResponseSchema,
    errors: SIGNED_IN,
  }),
  adminOrder: define({
    method: 'GET',
    path: '/api/admin/orders/:id',
    audience: 'admin',
    tag: 'admin',
    summary: 'One order with its timeline, payment, allowed transitions and mails',
    params: orders.OrderIdParamsSchema,
    status: 200,
    response: admin.AdminOrderDetailResponseSchema,
    errors: [...SIGNED_IN, 404],
  }),
  adminRefund: define({
    method: 'POST',
    path: '/api/admin/orders/:id/refunds',
    audience: 'admin',
    tag: 'admin',
    summary: 'Refunds the order at Stripe, in full or in part, with a reason; the order changes when Stripe confirms the refund',
    params: orders.OrderIdParamsSchema,
    body: admin.RefundRequestSchema,
    status: 201,
    response: admin.RefundResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404, 409, 503],
  }),
  adminTransition: define({
    method: 'POST',
    path: '/api/admin/orders/:id/transition',
    audience: 'admin',
    tag: 'admin',
    summary: 'Moves an order on by hand (start work, complete)',
    params: orders.OrderIdParamsSchema,
    body: admin.TransitionRequestSchema,
    status: 200,
    response: admin.TransitionResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  adminQueues: define({
    method: 'GET',
    path: '/api/admin/queues',
    audience: 'admin',
    tag: 'admin',
    summary: 'Each queue: job counts, workers, failed jobs with reasons, the last hour per minute',
    status: 200,
    response: admin.QueuesResponseSchema,
    errors: SIGNED_IN,
  }),
  adminRetryJob: define({
    method: 'POST',
    path: '/api/admin/queues/:queue/jobs/:jobId/retry',
    audience: 'admin',
    tag: 'admin',
    summary: 'Retries one failed job (a mail that may already have been sent needs `confirm: true`)',
    params: admin.JobParamsSchema,
    body: admin.RetryJobRequestSchema,
    status: 200,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 401, 404, 409],
  }),
  adminRetryAll: define({
    method: 'POST',
    path: '/api/admin/queues/:queue/retry-failed',
    audience: 'admin',
    tag: 'admin',
    summary: 'Retries every failed job of a queue',
    params: admin.QueueParamsSchema,
    status: 200,
    response: admin.RetryAllResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  adminServices: define({
    method: 'GET',
    path: '/api/admin/services',
    audience: 'admin',
    tag: 'admin',
    summary: 'Every service with its packages, active or not',
    status: 200,
    response: admin.AdminServiceListResponseSchema,
    errors: SIGNED_IN,
  }),
  adminUpdateService: define({
    method: 'PATCH',
    path: '/api/admin/services/:id',
    audience: 'admin',
    tag: 'admin',
    summary: 'Changes a service; the public calls show it at once',
    params: z.object({ id: uuid('Service not found') }),
    body: admin.ServicePatchSchema,
    status: 200,
    response: admin.AdminServiceResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  adminUpdatePackage: define({
    method: 'PATCH',
    path: '/api/admin/packages/:id',
    audience: 'admin',
    tag: 'admin',
    summary: 'Changes a package; the public calls show it at once',
    params: z.object({ id: uuid('Package not found') }),
    body: admin.PackagePatchSchema,
    status: 200,
    response: admin.AdminServiceResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  adminSubscribers: define({
    method: 'GET',
    path: '/api/admin/subscribers',
    audience: 'admin',
    tag: 'admin',
    summary: 'Newsletter subscribers (`?format=csv` downloads them)',
    query: admin.ExportQuerySchema,
    status: 200,
    response: admin.SubscribersResponseSchema,
    errors: SIGNED_IN,
    download: { mediaType: 'text/csv', description: 'The subscribers as CSV, with `?format=csv`' },
  }),
  adminInquiries: define({
    method: 'GET',
    path: '/api/admin/inquiries',
    audience: 'admin',
    tag: 'admin',
    summary: 'Contact messages and programme applications (`?format=csv` downloads them)',
    query: admin.ExportQuerySchema,
    status: 200,
    response: admin.InquiriesResponseSchema,
    errors: SIGNED_IN,
    download: { mediaType: 'text/csv', description: 'The inquiries as CSV, with `?format=csv`' },
  }),
  adminOverview: define({
    method: 'GET',
    path: '/api/admin/overview',
    audience: 'admin',
    tag: 'admin',
    summary: 'Orders and revenue per day, orders by status, median time from paid to completed',
    status: 200,
    response: admin.OverviewResponseSchema,
    errors: SIGNED_IN,
  }),
  adminAudit: define({
    method: 'GET',
    path: '/api/admin/audit',
    audience: 'admin',
    tag: 'admin',
    summary: 'What admins changed, newest first',
    status: 200,
    response: admin.AuditResponseSchema,
    errors: SIGNED_IN,
  }),

  // ── Payment provider ──
  stripeWebhook: define({
    method: 'POST',
    path: '/api/webhooks/stripe',
    audience: 'public',
    tag: 'webhooks',
    summary: 'Stripe events, verified by their `Stripe-Signature` header, stored once and applied by a worker',
    body: StripeEventEnvelopeSchema,
    status: 200,
    response: z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' }),
    errors: [400, 413, 415],
  }),

  // ── Operations ──
  health: define({
    method: 'GET',
    path: '/api/health',
    audience: 'public',
    tag: 'ops',
    summary: 'Liveness: the process answers',
    status: 200,
    response: health.LivenessSchema,
    errors: [400],
  }),
  ready: define({
    method: 'GET',
    path: '/api/health/ready',
    audience: 'public',
    tag: 'ops',
    summary: 'Readiness: PostgreSQL and Redis answer (503 names the one that does not)',
    status: 200,
    response: health.ReadinessSchema,
    errors: [400, 503],
    errorBodies: { 503: health.NotReadySchema },
  }),
  metrics: define({
    method: 'GET',
    path: '/metrics',
    audience: 'public',
    tag: 'ops',
    summary: 'Prometheus metrics: request durations, process figures, queue depths',
    status: 200,
    response: { mediaType: 'text/plain', description: 'Prometheus text exposition format' },
    errors: [400],
  }),
  ...FULFILMENT_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/**
 * The bodies a call may answer with an error `status`, most specific first, each told apart by its
 * `code`; the shared error shape comes last and covers every other code.
 */
export function errorBodiesOf(e: EndpointDef, status: number): z.ZodObject[] {
  const special = e.errorBodies?.[status];
  return [...(status === 400 ? [ValidationErrorSchema] : []), ...(special ? [special] : []), ApiErrorSchema];
}
type Infer<S> = S extends z.ZodType ? z.infer<S> : never;
type InferInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call answers on success. */
export type ResponseOf<E extends EndpointDef> = E['response'] extends z.ZodType ? z.infer<E['response']> : void;
/** What a caller sends: the body's input type (before trimming and defaults). */
export type BodyOf<E extends EndpointDef> = InferInput<E['body']>;
export type QueryOf<E extends EndpointDef> = InferInput<E['query']>;
export type ParamsOf<E extends EndpointDef> = Infer<E['params']>;
