import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_TRANSITIONS, toDollars, type OrderStatus, type QuoteLine } from '@filebridge/contracts';

export interface OrderQuery {
  accountId?: string;
  status?: OrderStatus;
  search?: string;
  page?: number;
  pageSize?: number;
  sort?: 'created_at' | 'total_cents' | 'order_number' | 'status';
  direction?: 'asc' | 'desc';
}

const SUMMARY_COLUMNS = `o.id, o.order_number, o.status, o.total_cents, o.created_at, o.paid_at, o.business_info, o.customer_info,
  s.slug AS service_slug, s.name AS service_name, p.title AS package_title`;

/** Read models of orders for the customer dashboard and the admin; writes live elsewhere. */
@Injectable()
export class OrderViewsService {
  constructor(private readonly ds: DataSource) {}

  async list(q: OrderQuery) {
    const where: string[] = [];
    const args: unknown[] = [];
    const arg = (v: unknown) => (args.push(v), `$${args.length}`);
    if (q.accountId) where.push(`o.account_id = ${arg(q.accountId)}`);
    if (q.status) where.push(`o.status = ${arg(q.status)}`);
    if (q.search) {
      const like = arg(`%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      where.push(`(o.order_number ILIKE ${like} OR o.customer_info->>'email' ILIKE ${like} OR o.business_info->>'name' ILIKE ${like})`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const sort = q.sort ?? 'created_at';
    const dir = q.direction === 'asc' ? 'ASC' : 'DESC';
    const pageSize = q.pageSize ?? 100;
    const page = q.page ?? 1;
    const rows = await this.ds.query(
      `SELECT ${SUMMARY_COLUMNS}, count(*) OVER () AS total_count
         FROM orders o JOIN services s ON s.id = o.service_id JOIN packages p ON p.id = o.package_id
         ${clause} ORDER BY o.${sort} ${dir}, o.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      args,
    );
    return { items: rows.map(toSummary), total: Number(rows[0]?.total_count ?? 0), page, pageSize };
  }

  async detail(id: string, accountId?: string) {
    const [row] = await this.ds.query(
      `SELECT ${SUMMARY_COLUMNS}, o.items, o.additional_services, o.subtotal_cents, o.tax_cents, o.payment_intent_id, o.account_id, a.email AS account_email
         FROM orders o JOIN services s ON s.id = o.service_id JOIN packages p ON p.id = o.package_id JOIN accounts a ON a.id = o.account_id
        WHERE o.id = $1 ${accountId ? 'AND o.account_id = $2' : ''}`,
      accountId ? [id, accountId] : [id],
    );
    if (!row) return null;
    const events = await this.ds.query(
      `SELECT from_status, to_status, source, note, created_at FROM order_events WHERE order_id = $1 ORDER BY id`,
      [id],
    );
    return {
      ...toSummary(row),
      businessInfo: row.business_info,
      customerInfo: row.customer_info,
      items: (row.items as QuoteLine[]).map((l) => ({ description: l.description, amount: toDollars(l.amountCents), kind: l.kind })),
      additionalServices: row.additional_services,
      subtotal: toDollars(row.subtotal_cents),
      taxAmount: toDollars(row.tax_cents),
      timeline: events.map((e: Record<string, unknown>) => ({
        fromStatus: e.from_status,
        toStatus: e.to_status,
        source: e.source,
        note: e.note,
        createdAt: e.created_at,
      })),
      ...(accountId
        ? {}
        : {
            paymentIntentId: row.payment_intent_id,
            accountId: row.account_id,
            accountEmail: row.account_email,
            nextTransitions: ADMIN_TRANSITIONS[row.status as OrderStatus] ?? [],
          }),
    };
  }

  async mails(orderId: string) {
    return this.ds.query(
      `SELECT idempotency_key AS "key", template, recipient, status, attempts, sent_at AS "sentAt", last_error AS "lastError" FROM mail_log WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    );
  }
}

function toSummary(r: Record<string, any>) {
  return {
    id: r.id,
    _id: r.id,
    orderNumber: r.order_number,
    status: r.status,
    serviceSlug: r.service_slug,
    serviceName: r.service_name,
    packageTitle: r.package_title,
    businessName: r.business_info?.name ?? '',
    customerEmail: r.customer_info?.email ?? '',
    total: toDollars(r.total_cents),
    createdAt: r.created_at,
    paidAt: r.paid_at,
  };
}
