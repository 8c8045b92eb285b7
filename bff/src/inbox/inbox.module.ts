import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { AdminInboxController } from './admin-inbox.controller';
import { SenderConversationsController } from './sender-conversations.controller';
import { SenderConversationsService } from './sender-conversations.service';
import { StaffInboxService } from './staff-inbox.service';

/** Contact-form conversations: staff answer them from the console, senders from their account or a mailed link. */
@Module({
  imports: [AdminModule],
  controllers: [AdminInboxController, SenderConversationsController],
  providers: [StaffInboxService, SenderConversationsService],
})
export class InboxModule {}
