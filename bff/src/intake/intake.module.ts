import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { AdminIntakeController } from './admin-intake.controller';
import { AdminIntakeService } from './admin-intake.service';
import { IntakeController } from './intake.controller';
import { IntakeRecords } from './intake-records';
import { IntakeService } from './intake.service';
import { sealedValuesProvider } from '../common';

/** The filing details a paid order needs: the customer writes them once, staff read them, tax ids sealed. */
@Module({
  imports: [AdminModule],
  controllers: [IntakeController, AdminIntakeController],
  providers: [IntakeRecords, IntakeService, AdminIntakeService, sealedValuesProvider],
})
export class IntakeModule {}
