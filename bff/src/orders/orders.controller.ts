import { Body, Controller, Headers, NotFoundException, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { OrderViewsService } from './order-views.service';
import { OrdersService } from './orders.service';
import { RefundsService } from './refunds.service';

@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly views: OrderViewsService,
    private readonly refunds: RefundsService,
  ) {}

  /** The request id travels with the order's events as their correlation id. */
  @Endpoint(ENDPOINTS.orderCreate)
  create(
    @CurrentPrincipal() p: Principal,
    @Body() body: BodyIn<'orderCreate'>,
    @Req() req: FastifyRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Answer<'orderCreate'> {
    return this.orders.create(p.id, body, req.id, idempotencyKey);
  }

  @Endpoint(ENDPOINTS.confirmPayment)
  confirm(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'confirmPayment'>, @Req() req: FastifyRequest): Answer<'confirmPayment'> {
    return this.orders.confirmPayment(p.id, body, req.id);
  }

  @Endpoint(ENDPOINTS.cancelMyOrder)
  async cancel(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'cancelMyOrder'>,
    @Req() req: FastifyRequest,
  ): Answer<'cancelMyOrder'> {
    return { success: true, data: await this.refunds.cancel(p.id, id, req.id) };
  }

  @Endpoint(ENDPOINTS.myOrders)
  async list(@CurrentPrincipal() p: Principal): Answer<'myOrders'> {
    return { success: true, data: await this.views.list({ accountId: p.id }) };
  }

  /** Another customer's order answers 404, not 403: its existence is not revealed. */
  @Endpoint(ENDPOINTS.myOrder)
  async detail(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'myOrder'>): Answer<'myOrder'> {
    const order = await this.views.detail(id, p.id);
    if (!order) throw new NotFoundException({ message: 'Order not found', code: 'order_not_found' });
    return { success: true, data: order };
  }
}
