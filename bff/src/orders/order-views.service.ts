import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import {
  ADMIN_TRANSITIONS,
  toDollars,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type OrderDetailDto,
  type OrderSort,
  type OrderSummaryDto,
} from '@filebridge/contracts';
import { OrderEntity, OrderEventEntity } from '@filebridge/platform';
import { AccountsService } from '../auth';
import { CatalogRepository } from '../catalog';

export interface OrderQuery extends AdminOrderListQuery {
  accountId?: string;
}

export interface OrderPage {
  items: OrderSummaryDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** An admin's order detail, short of its mails (the mail context knows those). */
export type AdminOrderView = Omit<AdminOrderDetail, 'mails'>;

const SORT_PROPERTIES: Record<OrderSort, keyof OrderEntity> = {
  created_at: 'createdAt',
  total_cents: 'totalCents',
  order_number: 'orderNumber',
  status: 'status',
};

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
    ds: DataSource,
    private readonly catalog: CatalogRepository,
    private readonly accounts: AccountsService,
  ) {
    this.orders = ds.getRepository(OrderEntity);
    this.events = ds.getRepository(OrderEventEntity);
  }

  async list(q: OrderQuery): Promise<OrderPage> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 100;
    const qb = this.orders.createQueryBuilder('o');
    if (q.accountId) qb.andWhere('o.account_id = :accountId', { accountId: q.accountId });
    if (q.status) qb.andWhere('o.status = :status', { status: q.status });
    if (q.search) {
      const like = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(`(o.order_number ILIKE :like OR o.customer_info->>'email' ILIKE :like OR o.business_info->>'name' ILIKE :like)`, {
        like,
      });
    }
    const [rows, total] = await qb
      .orderBy(`o.${SORT_PROPERTIES[q.sort ?? 'created_at']}`, q.direction === 'asc' ? 'ASC' : 'DESC')
      .addOrderBy('o.id', 'ASC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    const names = await this.catalogNames();
    return { items: rows.map((o) => summary(o, names)), total, page, pageSize };
  }

  /** A customer's own order with its timeline; another customer's is null, as if it did not exist. */
  async detail(id: string, accountId: string): Promise<OrderDetailDto | null> {
    const order = await this.orders.findOneBy({ id, accountId });
    return order && this.withTimeline(order, await this.catalogNames());
  }

  async adminDetail(id: string): Promise<AdminOrderView | null> {
    const order = await this.orders.findOneBy({ id });
    if (!order) return null;
    const [detail, emails] = await Promise.all([
      this.withTimeline(order, await this.catalogNames()),
      this.accounts.emailsOf([order.accountId]),
    ]);
    return {
      ...detail,
      paymentIntentId: order.paymentIntentId,
      accountId: order.accountId,
      accountEmail: emails.get(order.accountId) ?? '',
      nextTransitions: [...(ADMIN_TRANSITIONS[order.status] ?? [])],
    };
  }

  private async withTimeline(order: OrderEntity, names: CatalogNames): Promise<OrderDetailDto> {
    const events = await this.events.find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    return {
      ...summary(order, names),
      businessInfo: order.businessInfo,
      customerInfo: order.customerInfo,
      items: order.items.map((l) => ({ description: l.description, amount: toDollars(l.amountCents), kind: l.kind })),
      additionalServices: order.additionalServices,
      subtotal: toDollars(order.subtotalCents),
      taxAmount: toDollars(order.taxCents),
      timeline: events.map((e) => ({
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        source: e.source,
        note: e.note,
        createdAt: e.createdAt.toISOString(),
      })),
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

function summary(o: OrderEntity, names: CatalogNames): OrderSummaryDto {
  const service = names.services.get(o.serviceId);
  return {
    id: o.id,
    _id: o.id,
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
  };
}
