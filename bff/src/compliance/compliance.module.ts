import { Module } from '@nestjs/common';
import { CalendarFeedService } from './calendar-feed.service';
import { ComplianceController } from './compliance.controller';
import { ComplianceService } from './compliance.service';

/** The customer's compliance calendar, computed from their paid orders by the contracts' rules, and its iCalendar feed. */
@Module({
  controllers: [ComplianceController],
  providers: [ComplianceService, CalendarFeedService],
  exports: [ComplianceService],
})
export class ComplianceModule {}
