import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ADMIN_TRANSITIONS, type OrderStatus } from '@filebridge/contracts';
import { transitionOrder } from '@filebridge/platform';
import { AdminOnly, CurrentPrincipal } from '../auth/guards';
import type { Principal } from '../auth/tokens.service';
import { OrderViewsService } from '../orders/order-views.service';
import { OrderListQuery, TransitionDto } from './admin.dto';
import { AdminAuditService } from './admin-audit.service';

const notFound = () => new NotFoundException({ message: 'Order not found', code: 'order_not_found' });

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly views: OrderViewsService,
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
  ) {}

  @AdminOnly()
  @Get()
  async list(@Query() q: OrderListQuery) {
    return { success: true, data: await this.views.list({ ...q, pageSize: q.pageSize ?? 25 }) };
  }

  @AdminOnly()
  @Get(':id')
  async detail(@Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    const order = await this.views.detail(id);
    if (!order) throw notFound();
    return { success: true, data: { ...order, mails: await this.views.mails(id) } };
  }

  @AdminOnly()
  @Post(':id/transition')
  @HttpCode(200)
  async transition(
    @CurrentPrincipal() admin: Principal,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Body() dto: TransitionDto,
  ) {
    const result = await this.ds.transaction(async (m) => {
      const [row] = await m.query(`SELECT status FROM orders WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw notFound();
      const allowed = ADMIN_TRANSITIONS[row.status as OrderStatus] ?? [];
      if (!allowed.includes(dto.to)) {
        throw new BadRequestException({
          message: `An order that is ${row.status.replace('_', ' ')} cannot move to ${dto.to.replace('_', ' ')}.`,
          code: 'transition_not_allowed',
        });
      }
      const r = await transitionOrder(m, { orderId: id, to: dto.to, source: 'admin', note: dto.note, actor: admin.email });
      await this.audit.record(m, admin.id, 'order.transition', 'order', id, { from: r.from, to: dto.to, note: dto.note });
      return r;
    });
    return { success: true, data: { changed: result.changed, from: result.from, to: dto.to } };
  }
}
