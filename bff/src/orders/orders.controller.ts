import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentPrincipal, CustomerOnly } from '../auth/guards';
import type { Principal } from '../auth/tokens.service';
import { ConfirmPaymentDto, OrderCreateDto } from './order.dto';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('order')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @CustomerOnly()
  @Post('create')
  create(@CurrentPrincipal() p: Principal, @Body() dto: OrderCreateDto, @Req() req: FastifyRequest) {
    return this.orders.create(p.id, dto, String(req.id));
  }

  @CustomerOnly()
  @Post('confirm-payment')
  @HttpCode(200)
  confirm(@CurrentPrincipal() p: Principal, @Body() dto: ConfirmPaymentDto, @Req() req: FastifyRequest) {
    return this.orders.confirmPayment(p.id, dto, String(req.id));
  }
}
