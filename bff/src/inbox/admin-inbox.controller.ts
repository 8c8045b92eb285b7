import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ENDPOINTS } from '@filebridge/contracts';
import { AdminAuditService } from '../admin';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal, type QueryIn } from '../common';
import { StaffInboxService } from './staff-inbox.service';

/** The console's inbox: each change is audited in the transaction that makes it. */
@Controller()
export class AdminInboxController {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AdminAuditService,
    private readonly inbox: StaffInboxService,
  ) {}

  @Endpoint(ENDPOINTS.adminConversations)
  async list(@CurrentPrincipal() admin: Principal, @Query() query: QueryIn<'adminConversations'>): Answer<'adminConversations'> {
    return { success: true, data: await this.inbox.list(this.ds.manager, admin.id, query) };
  }

  @Endpoint(ENDPOINTS.adminConversation)
  async open(@Param() { id }: ParamsIn<'adminConversation'>): Answer<'adminConversation'> {
    return { success: true, data: await this.ds.transaction((m) => this.inbox.open(m, id)) };
  }

  @Endpoint(ENDPOINTS.adminConversationReply)
  async reply(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminConversationReply'>,
    @Body() body: BodyIn<'adminConversationReply'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminConversationReply'> {
    const data = await this.ds.transaction(async (m) => {
      const message = await this.inbox.reply(m, id, admin, body.body, req.id);
      await this.audit.record(m, admin, {
        action: 'conversation.reply',
        targetType: 'conversation',
        targetId: id,
        details: { messageId: message.id },
      });
      return message;
    });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminConversationAssign)
  async assign(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminConversationAssign'>,
    @Body() body: BodyIn<'adminConversationAssign'>,
  ): Answer<'adminConversationAssign'> {
    const data = await this.ds.transaction(async (m) => {
      const conversation = await this.inbox.assign(m, id, body.assigneeId);
      await this.audit.record(m, admin, {
        action: 'conversation.assign',
        targetType: 'conversation',
        targetId: id,
        details: { assigneeId: body.assigneeId },
      });
      return conversation;
    });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminConversationStatus)
  async status(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminConversationStatus'>,
    @Body() body: BodyIn<'adminConversationStatus'>,
  ): Answer<'adminConversationStatus'> {
    const data = await this.ds.transaction(async (m) => {
      const { conversation, from } = await this.inbox.setStatus(m, id, body.status);
      await this.audit.record(m, admin, {
        action: 'conversation.status',
        targetType: 'conversation',
        targetId: id,
        details: { from, to: body.status },
      });
      return conversation;
    });
    return { success: true, data };
  }
}
