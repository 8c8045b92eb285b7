import type { EntityManager } from 'typeorm';
import {
  buildReceipt,
  SUPPORT_EMAIL,
  creditNoteNumberFor,
  estimateCompletion,
  invoiceNumberFor,
  REQUEST_COPY,
  type CustomerMailedPhase,
  type FulfilmentPhase,
  type MailSendInputOf,
  type OrderStatus,
  type PhaseDetail,
  type QuoteLine,
  type RequestKind,
} from '@filebridge/contracts';
import type { ComplianceFactsRow } from '../compliance/reminder-schedule';

/** An order as its mails and its compliance calendar read it. */
export interface OrderMailRow extends ComplianceFactsRow {
  order_number: string;
  account_id: string;
  /** The address of the account that placed the order: the only one order mails go to. */
  account_email: string;
  status: OrderStatus;
  customer_info: Record<string, unknown> & { firstName: string; lastName: string; email: string };
  business_info: Record<string, string>;
  items: QuoteLine[];
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  refunded_cents: number;
  expedited: boolean;
  service_name: string;
  package_title: string;
  sla_phase: FulfilmentPhase | null;
  sla_due_at: Date | null;
  sla_remaining_ms: string | null;
}

/**
 * An order as its mails read it, the columns `OrderMailRow` names (named, not `o.*`, so the statement
 * is prepared); `locked` takes its row lock too, for a caller about to move it from what it read.
 */
export async function loadOrderForMail(m: EntityManager, orderId: string, { locked = false } = {}): Promise<OrderMailRow | undefined> {
  const [row] = await m.query<OrderMailRow[]>(
    `SELECT o.id, o.order_number, o.account_id, o.status, o.customer_info, o.business_info, o.items, o.subtotal_cents,
            o.tax_cents, o.total_cents, o.refunded_cents, o.expedited, o.paid_at, o.created_at, o.quote_inputs, o.business_id,
            o.sla_phase, o.sla_due_at, o.sla_remaining_ms,
            a.email AS account_email, s.slug AS service_slug, s.name AS service_name, p.title AS package_title
       FROM orders o JOIN accounts a ON a.id = o.account_id JOIN services s ON s.id = o.service_id JOIN packages p ON p.id = o.package_id
      WHERE o.id = $1 ${locked ? 'FOR UPDATE OF o' : ''}`,
    [orderId],
  );
  return row;
}

const orderUrl = (site: string, o: OrderMailRow) => `${site}/my/account/${o.account_id}/orders/${o.id}`;

/*
 * Every order mail goes to the account's own address, never to the address typed at checkout, and
 * greets without a name: what a buyer types reaches a mail only as the receipt's billing details,
 * printed to the account holder. Otherwise our sender would carry anyone's text to any address.
 */

const receiptOf = (o: OrderMailRow) =>
  buildReceipt({
    orderId: o.id,
    orderNumber: o.order_number,
    orderDate: o.created_at,
    customerInfo: o.customer_info as never,
    businessInfo: o.business_info as never,
    items: o.items.map((l) => ({ description: l.description, amountCents: l.amountCents })),
    subtotalCents: o.subtotal_cents,
    taxCents: o.tax_cents,
    totalCents: o.total_cents,
  });

export function receiptMail(o: OrderMailRow, site: string): MailSendInputOf<'payment-receipt'> {
  const receipt = receiptOf(o);
  return {
    idempotencyKey: `receipt-${o.id}`,
    template: 'payment-receipt',
    to: o.account_email,
    data: { ...receipt, orderUrl: orderUrl(site, o) },
  };
}

export function statusChangedMail(
  o: OrderMailRow,
  site: string,
  from: string,
  to: string,
  note?: string,
): MailSendInputOf<'order-status-changed'> {
  return {
    idempotencyKey: `status-${o.id}-${to}`,
    template: 'order-status-changed',
    to: o.account_email,
    data: {
      orderId: o.id,
      orderNumber: o.order_number,
      fromStatus: from,
      toStatus: to,
      ...(note ? { note } : {}),
      orderUrl: orderUrl(site, o),
    },
  };
}

/** A refund Stripe confirmed, as its mail reads it; `ordinal` numbers its credit note within the order. */
export interface RefundForMail {
  id: string;
  amountCents: number;
  reason: string | null;
  updatedAt: Date;
  ordinal: number;
}

/** Keyed by the refund, so each refund mails its credit note once, whatever retries; the mail attaches it as a PDF. */
export function refundMail(o: OrderMailRow, r: RefundForMail, site: string): MailSendInputOf<'refund-issued'> {
  return {
    idempotencyKey: `refund-${r.id}`,
    template: 'refund-issued',
    to: o.account_email,
    data: {
      orderId: o.id,
      orderNumber: o.order_number,
      creditNoteNumber: creditNoteNumberFor(o.order_number, r.ordinal),
      creditedTo: receiptOf(o).customer.name,
      invoiceNumber: invoiceNumberFor(o.order_number),
      date: r.updatedAt.toISOString(),
      amountCents: r.amountCents,
      refundedTotalCents: Math.max(o.refunded_cents, r.amountCents),
      orderTotalCents: o.total_cents,
      ...(r.reason ? { reason: r.reason } : {}),
      orderUrl: orderUrl(site, o),
    },
  };
}

/** A phase move as its mail reads it: the timeline row and what it recorded. */
export interface PhaseEventForMail {
  id: string;
  to: CustomerMailedPhase;
  detail: PhaseDetail;
}

/** When a submitted filing may be done, counted from the day it went in; none where no checked time exists. */
function estimateAfterSubmission(o: OrderMailRow, submittedOn: string): string | undefined {
  return estimateCompletion({
    serviceSlug: o.service_slug,
    state: o.business_info.state ?? null,
    expedited: o.expedited,
    phase: 'submitted',
    paidAt: o.paid_at,
    submittedAt: new Date(`${submittedOn}T12:00:00Z`),
  })?.date;
}

/** Keyed by the timeline row, so each move mails once however often its event is delivered, and a phase reached again mails again. */
export function phaseChangedMail(o: OrderMailRow, e: PhaseEventForMail, site: string): MailSendInputOf<'order-phase-changed'> {
  const { agency, confirmationNumber, submittedOn, reason } = e.detail;
  const estimatedCompletion = e.to === 'submitted' && submittedOn ? estimateAfterSubmission(o, submittedOn) : undefined;
  return {
    idempotencyKey: `phase-event-${e.id}`,
    template: 'order-phase-changed',
    to: o.account_email,
    data: {
      orderId: o.id,
      orderNumber: o.order_number,
      serviceName: o.service_name,
      phase: e.to,
      ...(agency && { agency }),
      ...(confirmationNumber && { confirmationNumber }),
      ...(submittedOn && { submittedOn }),
      ...(reason && { reason }),
      ...(estimatedCompletion && { estimatedCompletion }),
      orderUrl: orderUrl(site, o),
    },
  };
}

/** A request of the team as its mail reads it. */
export interface RequestForMail {
  id: string;
  kind: RequestKind;
  message: string;
}

/** Keyed by the request: each request mails once however often its event is delivered. */
export function requestMail(o: OrderMailRow, r: RequestForMail, site: string): MailSendInputOf<'order-request'> {
  return {
    idempotencyKey: `request-${r.id}`,
    template: 'order-request',
    to: o.account_email,
    data: {
      orderNumber: o.order_number,
      serviceName: o.service_name,
      label: REQUEST_COPY[r.kind].label,
      instructions: REQUEST_COPY[r.kind].instructions,
      message: r.message,
      orderUrl: orderUrl(site, o),
    },
  };
}

/**
 * Keyed by the thread, its ten-minute window and the side that wrote: one side's messages of one
 * window are one mail to the other side. The customer's go to the team's inbox, pointing to the
 * console, since no one staff member owns the thread.
 */
export function messagesMail(
  o: OrderMailRow,
  window: number,
  messages: string[],
  site: string,
  fromCustomer = false,
): MailSendInputOf<'order-message'> {
  return fromCustomer
    ? {
        idempotencyKey: `messages-${o.id}-${window}-customer`,
        template: 'order-message',
        to: SUPPORT_EMAIL,
        data: { orderId: o.id, orderNumber: o.order_number, messages, orderUrl: `${site}/admin/login`, fromCustomer: true },
      }
    : {
        idempotencyKey: `messages-${o.id}-${window}`,
        template: 'order-message',
        to: o.account_email,
        data: { orderId: o.id, orderNumber: o.order_number, messages, orderUrl: orderUrl(site, o) },
      };
}
