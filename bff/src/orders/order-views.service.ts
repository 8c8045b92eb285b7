import { Injectable } from '@nestjs/common';
import { DataSource, In, type Repository } from 'typeorm';
import {
  addOnsOfOrder,
  ADMIN_TRANSITIONS,
  customerMayCancel,
  REFUNDABLE_ORDER_STATUSES,
  STAFF_PHASE_TRANSITIONS,
  toCents,
  NO_ADD_ONS,
  type AddOnSelection,
  toDollars,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type OrderDetailDto,
  type OrderSummaryDto,
} from '@filebridge/contracts';
import {
  containsPattern,
  exactOrderNumber,
  ORDER_SEARCH_TEXT_SQL,
  OrderDisputeEntity,
  OrderEntity,
  OrderEventEntity,
  OrderRefundEntity,
} from '@filebridge/platform';
import { AccountsService } from '../auth';
import { CatalogRepository } from '../catalog';
import { fulfilmentOf, phaseLabelOf, unreadCounts, type Reader } from './order-fulfilment-views';
import { refundDto } from './refunds.service';

export interface OrderQuery extends AdminOrderListQuery {
  accountId?: string;
}

export interface OrderPage {
  items: OrderSummaryDto[];
  total: number;
  /** The matches were counted up to `total` and there are more. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** An admin's order detail, short of its mails (the mail context knows those). */
export type AdminOrderView = Omit<AdminOrderDetail, 'mails'>;

/** Matches of a search counted before the total is given as "at least this many". */
const COUNT_CAP = 10_000;

/** The list's filters as a WHERE clause over orders, with its parameters numbered from $1. */
function filtersOf(q: OrderQuery): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (param: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (q.accountId) add((p) => `account_id = ${p}`, q.accountId);
  if (q.status) add((p) => `status = ${p}`, q.status);
  if (q.phase) add((p) => `phase = ${p}`, q.phase);
  if (q.search) {
    const number = exactOrderNumber(q.search);
    if (number) add((p) => `order_number = ${p}`, number);
    else add((p) => `(${ORDER_SEARCH_TEXT_SQL}) ILIKE ${p}`, containsPattern(q.search));
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** What a summary shows of the catalog: the service and package names, by id. */
interface CatalogNames {
  services: Map<string, { slug: string; name: string }>;
  packages: Map<string, string>;
}

/** Read models of orders for the customer dashboard and the admin; writes live in OrdersService. */
@Injectable()
export class OrderViewsService {
  private readonly orders: Repository<OrderEntity>;
  private readonly events: Repository<OrderEventEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly catalog: CatalogRepository,
    private readonly accounts: AccountsService,
  ) {
    this.orders = ds.getRepository(OrderEntity);
    this.events = ds.getRepository(OrderEventEntity);
  }

  /**
   * A page of orders. The page's ids come first from an index alone (the sort key with the id as
   * tie-breaker, so pages never skip or repeat a row), then only those rows are read: a deep page
   * walks index entries, not rows. Staff lists give the expedited orders first, then the others,
   * each sorted as asked. The total is exact when it is cheap, else counted up to a cap.
   */
  async list(q: OrderQuery): Promise<OrderPage> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 100;
    const { where, params } = filtersOf(q);
    const offset = (page - 1) * pageSize;
    const [ids, total] = await Promise.all([
      q.accountId ? this.pageIds(q, where, params, offset, pageSize) : this.expeditedFirstIds(q, where, params, offset, pageSize),
      this.total(q, where, params),
    ]);
    const [rows, unread] = await Promise.all([
      ids.length ? this.orders.findBy({ id: In(ids) }) : [],
      unreadCounts(this.ds.manager, ids, q.accountId ? 'customer' : 'staff'),
    ]);
    const byId = new Map(rows.map((o) => [o.id, o]));
    const names = await this.catalogNames();
    const items = ids.flatMap((id) => {
      const o = byId.get(id);
      return o ? [summary(o, names, unread.get(id) ?? 0)] : [];
    });
    return { items, ...total, page, pageSize };
  }

  /**
   * The page cut from the expedited matches and then the rest, each read from its own range of an
   * index led by the flag. The expedited matches are counted first, no further than the page's
   * end: the page takes what they have from its offset on, and the rest from its offset less their
   * number.
   */
  private async expeditedFirstIds(q: OrderQuery, where: string, params: unknown[], offset: number, limit: number): Promise<string[]> {
    const within = (expedited: boolean) => `${where ? `${where} AND` : 'WHERE'} expedited = ${expedited}`;
    const expedited = await this.countUpTo(within(true), params, offset + limit);
    const first = expedited > offset ? await this.pageIds(q, within(true), params, offset, limit) : [];
    if (expedited >= offset + limit) return first;
    const rest = await this.pageIds(q, within(false), params, Math.max(0, offset - expedited), limit - first.length);
    return [...first, ...rest];
  }

  private async pageIds(q: OrderQuery, where: string, params: unknown[], offset: number, limit: number): Promise<string[]> {
    const dir = q.direction === 'asc' ? 'ASC' : 'DESC';
    const sort = q.sort ?? 'created_at';
    // An order number is unique: it needs no tie-breaker.
    const order = sort === 'order_number' ? `order_number ${dir}` : `${sort} ${dir}, id ${dir}`;
    const rows = await this.ds.query<{ id: string }[]>(
      `SELECT id FROM orders ${where} ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    return rows.map((r) => r.id);
  }

  private async countUpTo(where: string, params: unknown[], cap: number): Promise<number> {
    const [row] = await this.ds.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM orders ${where} LIMIT $${params.length + 1}) matches`,
      [...params, cap],
    );
    return row?.n ?? 0;
  }

  /**
   * Orders in all or of one status are the status rollup's figures, exact and summed from a few hundred rows;
   * a customer's own orders are few enough to count; a search's or a phase's matches are counted up to a cap.
   */
  private async total(q: OrderQuery, where: string, params: unknown[]): Promise<Pick<OrderPage, 'total' | 'totalCapped'>> {
    if (!q.accountId && !q.search && !q.phase) {
      const [row] = await this.ds.query<{ total: number }[]>(
        `SELECT coalesce(sum(orders), 0)::int AS total FROM order_status_counts WHERE $1::text IS NULL OR status = $1`,
        [q.status ?? null],
      );
      return { total: row?.total ?? 0, totalCapped: false };
    }
    const [row] = await this.ds.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM orders ${where} LIMIT ${COUNT_CAP + 1}) matches`,
      params,
    );
    const total = row?.total ?? 0;
    return total > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total, totalCapped: false };
  }

  /** A customer's own order with its timeline; another customer's is null, as if it did not exist. */
  async detail(id: string, accountId: string): Promise<OrderDetailDto | null> {
    const order = await this.orders.findOneBy({ id, accountId });
    return order && this.withTimeline(order, await this.catalogNames(), 'customer');
  }

  async adminDetail(id: string): Promise<AdminOrderView | null> {
    const order = await this.orders.findOneBy({ id });
    if (!order) return null;
    const [detail, emails, disputes] = await Promise.all([
      this.withTimeline(order, await this.catalogNames(), 'staff'),
      this.accounts.emailsOf([order.accountId]),
      this.ds.getRepository(OrderDisputeEntity).find({ where: { orderId: id }, order: { createdAt: 'ASC' } }),
    ]);
    const held = detail.refunds
      .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + toCents(r.amount), 0);
    return {
      ...detail,
      paymentIntentId: order.paymentIntentId,
      disputes: disputes.map((d) => ({
        id: d.id,
        amount: toDollars(d.amountCents),
        status: d.status,
        reason: d.reason,
        createdAt: d.createdAt.toISOString(),
        updatedAt: d.updatedAt.toISOString(),
      })),
      refundable: REFUNDABLE_ORDER_STATUSES.includes(order.status) ? toDollars(Math.max(0, order.totalCents - held)) : 0,
      accountId: order.accountId,
      accountEmail: emails.get(order.accountId) ?? '',
      nextTransitions: [...(ADMIN_TRANSITIONS[order.status] ?? [])],
      nextPhases: order.status === 'in_progress' && order.phase ? [...(STAFF_PHASE_TRANSITIONS[order.phase] ?? [])] : [],
      quoteInputs: order.quoteInputs,
    };
  }

  private async withTimeline(order: OrderEntity, names: CatalogNames, reader: Reader): Promise<OrderDetailDto> {
    const head = summary(order, names, 0);
    const [events, refunds, fulfilment, unread] = await Promise.all([
      this.events.find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
      this.ds.getRepository(OrderRefundEntity).find({ where: { orderId: order.id }, order: { createdAt: 'ASC' } }),
      fulfilmentOf(this.ds.manager, order, head.serviceSlug),
      unreadCounts(this.ds.manager, [order.id], reader),
    ]);
    const onItsWay = refunds.some((r) => r.status === 'requested' || r.status === 'pending');
    return {
      ...head,
      unreadMessages: unread.get(order.id) ?? 0,
      businessInfo: order.businessInfo,
      customerInfo: order.customerInfo,
      items: order.items.map((l) => ({ description: l.description, amount: toDollars(l.amountCents), kind: l.kind })),
      additionalServices: order.additionalServices,
      includedAddOns: includedOf(order),
      subtotal: toDollars(order.subtotalCents),
      taxAmount: toDollars(order.taxCents),
      timeline: events.map((e) => ({
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        source: e.source,
        note: e.note,
        createdAt: e.createdAt.toISOString(),
      })),
      refunded: toDollars(order.refundedCents),
      refunds: refunds.map(refundDto),
      cancellable: customerMayCancel(order.status, order.phase) && order.refundedCents === 0 && !onItsWay,
      ...fulfilment,
    };
  }

  /** The catalog is a few dozen rows: read whole, it names every order of a page in one go. */
  private async catalogNames(): Promise<CatalogNames> {
    const services = await this.catalog.allServices();
    return {
      services: new Map(services.map((s) => [s.id, { slug: s.slug, name: s.name }])),
      packages: new Map(services.flatMap((s) => s.packages.map((p) => [p.id, p.title] as const))),
    };
  }
}

function summary(o: OrderEntity, names: CatalogNames, unreadMessages: number): OrderSummaryDto {
  const service = names.services.get(o.serviceId);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    serviceSlug: service?.slug ?? '',
    serviceName: service?.name ?? '',
    packageTitle: names.packages.get(o.packageId) ?? '',
    businessName: o.businessInfo?.name ?? '',
    customerEmail: o.customerInfo?.email ?? '',
    total: toDollars(o.totalCents),
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    expedited: o.expedited,
    addOns: addOnsOfOrder(o.additionalServices, includedOf(o)),
    phase: o.phase,
    phaseLabel: phaseLabelOf(o.phase),
    unreadMessages,
  };
}

const includedOf = (o: OrderEntity): AddOnSelection => ({ ...NO_ADD_ONS, ...o.includedAddOns });
