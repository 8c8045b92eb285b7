import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { SenderConversationsService } from './sender-conversations.service';

/** The sender's side: a customer's conversations from their account, or one conversation by its mailed link. */
@Controller()
export class SenderConversationsController {
  constructor(private readonly conversations: SenderConversationsService) {}

  @Endpoint(ENDPOINTS.myConversations)
  async mine(@CurrentPrincipal() p: Principal): Answer<'myConversations'> {
    return { success: true, data: await this.conversations.listMine(p) };
  }

  @Endpoint(ENDPOINTS.myConversation)
  async openMine(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'myConversation'>): Answer<'myConversation'> {
    return { success: true, data: await this.conversations.openMine(p, id) };
  }

  @Endpoint(ENDPOINTS.myConversationReply)
  async writeMine(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'myConversationReply'>,
    @Body() body: BodyIn<'myConversationReply'>,
  ): Answer<'myConversationReply'> {
    return { success: true, data: await this.conversations.writeMine(p, id, body.body) };
  }

  @Endpoint(ENDPOINTS.linkedConversation)
  @UseGuards(ThrottlerGuard)
  async openByLink(@Param() { token }: ParamsIn<'linkedConversation'>): Answer<'linkedConversation'> {
    return { success: true, data: await this.conversations.openByLink(token) };
  }

  @Endpoint(ENDPOINTS.linkedConversationReply)
  @UseGuards(ThrottlerGuard)
  async writeByLink(
    @Param() { token }: ParamsIn<'linkedConversationReply'>,
    @Body() body: BodyIn<'linkedConversationReply'>,
  ): Answer<'linkedConversationReply'> {
    return { success: true, data: await this.conversations.writeByLink(token, body.body) };
  }
}
