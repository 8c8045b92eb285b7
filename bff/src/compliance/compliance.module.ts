import { Module } from '@nestjs/common';
import { sealedValuesProvider } from '../common';
import { BusinessesController } from './businesses.controller';
import { BusinessesService } from './businesses.service';
import { CalendarFeedService } from './calendar-feed.service';
import { ComplianceController } from './compliance.controller';
import { ComplianceService } from './compliance.service';

/**
 * The customer's businesses as records, the compliance calendar computed from them and their paid
 * orders by the contracts' rules, what their reminders do, and the calendar's iCalendar feed.
 */
@Module({
  controllers: [ComplianceController, BusinessesController],
  providers: [ComplianceService, CalendarFeedService, BusinessesService, sealedValuesProvider],
  exports: [ComplianceService, BusinessesService],
})
export class ComplianceModule {}
