import { Body, Controller, ForbiddenException, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ENDPOINTS, REFUND_LIMIT_CENTS, refundLimitExceeded, toCents } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal, type QueryIn } from '../common';
import { MailStatusService } from '../mail-status';
import { OrdersService, OrderViewsService, RefundsService } from '../orders';
import { AdminAuditService } from './admin-audit.service';

/** Orders an admin screen lists per page unless it asks for another size. */
const PAGE_SIZE = 25;

@Controller()
export class AdminOrdersController {
  constructor(
    private readonly ds: DataSource,
    private readonly views: OrderViewsService,
    private readonly orders: OrdersService,
    private readonly mails: MailStatusService,
    private readonly audit: AdminAuditService,
    private readonly refunds: RefundsService,
  ) {}

  @Endpoint(ENDPOINTS.adminOrders)
  async list(@Query() q: QueryIn<'adminOrders'>): Answer<'adminOrders'> {
    return { success: true, data: await this.views.list({ ...q, pageSize: q.pageSize ?? PAGE_SIZE }) };
  }

  @Endpoint(ENDPOINTS.adminOrder)
  async detail(@Param() { id }: ParamsIn<'adminOrder'>): Answer<'adminOrder'> {
    const [order, mails] = await Promise.all([this.views.adminDetail(id), this.mails.ofOrder(id)]);
    if (!order) throw new NotFoundException({ message: 'Order not found', code: 'order_not_found' });
    return { success: true, data: { ...order, mails } };
  }

  /** The audit row commits before Stripe is asked: a refund that reached Stripe is never unrecorded. */
  @Endpoint(ENDPOINTS.adminRefund)
  async refund(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminRefund'>,
    @Body() { amount, reason }: BodyIn<'adminRefund'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminRefund'> {
    const amountCents = amount === undefined ? undefined : toCents(amount);
    await this.withinRefundLimit(admin, id, amountCents);
    await this.ds.transaction((m) =>
      this.audit.record(m, admin, {
        action: 'order.refund',
        targetType: 'order',
        targetId: id,
        details: { amountCents: amountCents ?? 'all', reason },
      }),
    );
    const data = await this.refunds.refund({ orderId: id, amountCents, reason, requestedBy: admin.email, correlationId: req.id });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminOrderAudit)
  async auditLog(@Param() { id }: ParamsIn<'adminOrderAudit'>): Answer<'adminOrderAudit'> {
    return { success: true, data: await this.audit.list({ orderId: id }) };
  }

  /** A role's refund limit caps one refund; asking for the whole amount counts what is left to refund. */
  private async withinRefundLimit(admin: Principal, orderId: string, amountCents: number | undefined): Promise<void> {
    const role = admin.staffRole ?? 'support';
    const limit = REFUND_LIMIT_CENTS[role];
    if (limit === null) return;
    const amount = amountCents ?? (await this.refunds.refundableCents(orderId));
    if (amount !== null && amount > limit) throw new ForbiddenException(refundLimitExceeded(role, limit));
  }

  @Endpoint(ENDPOINTS.adminTransition)
  async transition(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminTransition'>,
    @Body() { to, note }: BodyIn<'adminTransition'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminTransition'> {
    const data = await this.ds.transaction(async (m) => {
      const result = await this.orders.transitionByHand(m, { orderId: id, to, note, actor: admin.email, correlationId: req.id });
      await this.audit.record(m, admin, {
        action: 'order.transition',
        targetType: 'order',
        targetId: id,
        details: { from: result.from, to, note },
        before: { status: result.from },
        after: { status: to },
      });
      return result;
    });
    return { success: true, data };
  }
}
