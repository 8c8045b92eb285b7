import { Body, Controller, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { MessagesService } from './messages.service';
import { RequestsService } from './requests.service';

/** A customer following their filing: answering the team's requests and writing to it. Another customer's order answers 404. */
@Controller()
export class MyFulfilmentController {
  constructor(
    private readonly requests: RequestsService,
    private readonly messages: MessagesService,
  ) {}

  @Endpoint(ENDPOINTS.myOrderRequestAnswer)
  async answer(
    @CurrentPrincipal() p: Principal,
    @Param() { id, requestId }: ParamsIn<'myOrderRequestAnswer'>,
    @Body() body: BodyIn<'myOrderRequestAnswer'>,
    @Req() req: FastifyRequest,
  ): Answer<'myOrderRequestAnswer'> {
    return { success: true, data: await this.requests.answer(p.id, id, requestId, body, req.id) };
  }

  @Endpoint(ENDPOINTS.myOrderMessages)
  async thread(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'myOrderMessages'>): Answer<'myOrderMessages'> {
    return { success: true, data: await this.messages.list(id, { reader: 'customer', accountId: p.id, author: 'customer' }) };
  }

  @Endpoint(ENDPOINTS.myOrderMessageSend)
  async write(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'myOrderMessageSend'>,
    @Body() body: BodyIn<'myOrderMessageSend'>,
    @Req() req: FastifyRequest,
  ): Answer<'myOrderMessageSend'> {
    const who = { reader: 'customer' as const, accountId: p.id, author: 'customer', correlationId: req.id };
    return { success: true, data: await this.messages.post(id, who, body) };
  }
}
