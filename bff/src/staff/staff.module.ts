import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { StaffController, StaffInviteController } from './staff.controller';
import { StaffInvitesService } from './staff-invites.service';
import { StaffService } from './staff.service';

/** Staff accounts: invitations by mail, roles, deactivation and lost second factors, each audited. */
@Module({
  imports: [AdminModule],
  controllers: [StaffController, StaffInviteController],
  providers: [StaffService, StaffInvitesService],
})
export class StaffModule {}
