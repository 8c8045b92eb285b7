import { Body, Controller, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ENDPOINTS } from '@filebridge/contracts';
import { AdminAuditService } from '../admin';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { MessagesService } from './messages.service';
import { PhaseMovesService } from './phase-moves.service';
import { RequestsService } from './requests.service';

/** Staff working a filing: its phase moves and requests, each audited in its own transaction, and the thread. */
@Controller()
export class AdminFulfilmentController {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
    private readonly phases: PhaseMovesService,
    private readonly requests: RequestsService,
    private readonly messages: MessagesService,
  ) {}

  @Endpoint(ENDPOINTS.adminOrderPhase)
  async move(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminOrderPhase'>,
    @Body() body: BodyIn<'adminOrderPhase'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminOrderPhase'> {
    const data = await this.ds.transaction(async (m) => {
      const moved = await this.phases.move(m, { ...body, orderId: id, actor: admin.email, correlationId: req.id });
      await this.audit.record(m, admin, {
        action: 'order.phase',
        targetType: 'order',
        targetId: id,
        details: { ...body, from: moved.from },
        before: { phase: moved.from },
        after: { phase: body.to },
      });
      return moved;
    });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminOrderRequestCreate)
  async raise(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminOrderRequestCreate'>,
    @Body() body: BodyIn<'adminOrderRequestCreate'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminOrderRequestCreate'> {
    const data = await this.ds.transaction(async (m) => {
      const request = await this.requests.raise(m, id, body, { actor: admin.email, correlationId: req.id });
      await this.audit.record(m, admin, {
        action: 'order.request',
        targetType: 'order',
        targetId: id,
        details: { requestId: request.id, kind: body.kind },
      });
      return request;
    });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminOrderRequestWithdraw)
  async withdraw(
    @CurrentPrincipal() admin: Principal,
    @Param() { id, requestId }: ParamsIn<'adminOrderRequestWithdraw'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminOrderRequestWithdraw'> {
    const data = await this.ds.transaction(async (m) => {
      const request = await this.requests.withdraw(m, id, requestId, { actor: admin.email, correlationId: req.id });
      await this.audit.record(m, admin, { action: 'order.request-withdraw', targetType: 'order', targetId: id, details: { requestId } });
      return request;
    });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminOrderMessages)
  async thread(@CurrentPrincipal() admin: Principal, @Param() { id }: ParamsIn<'adminOrderMessages'>): Answer<'adminOrderMessages'> {
    return { success: true, data: await this.messages.list(id, { reader: 'staff', author: admin.email }) };
  }

  @Endpoint(ENDPOINTS.adminOrderMessageSend)
  async write(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminOrderMessageSend'>,
    @Body() body: BodyIn<'adminOrderMessageSend'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminOrderMessageSend'> {
    return { success: true, data: await this.messages.post(id, { reader: 'staff', author: admin.email, correlationId: req.id }, body) };
  }
}
