import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, CustomerOnly } from '../auth/guards';
import type { Principal } from '../auth/tokens.service';
import { OrderViewsService } from './order-views.service';

@ApiTags('account')
@ApiBearerAuth()
@Controller('my/orders')
export class MyOrdersController {
  constructor(private readonly views: OrderViewsService) {}

  @CustomerOnly()
  @Get()
  async list(@CurrentPrincipal() p: Principal) {
    return { success: true, data: await this.views.list({ accountId: p.id }) };
  }

  /** Another customer's order answers 404, not 403: its existence is not revealed. */
  @CustomerOnly()
  @Get(':id')
  async detail(
    @CurrentPrincipal() p: Principal,
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ message: 'Order not found', code: 'order_not_found' }) }),
    )
    id: string,
  ) {
    const order = await this.views.detail(id, p.id);
    if (!order) throw new NotFoundException({ message: 'Order not found', code: 'order_not_found' });
    return { success: true, data: order };
  }
}
