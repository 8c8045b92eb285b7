import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { FulfilmentModule } from '../fulfilment';
import { BulkActionsService } from './bulk-actions.service';
import { CsvExportService } from './csv-export.service';
import { OrderWorkService } from './order-work.service';
import { WorkQueueController } from './work-queue.controller';
import { WorkQueueService } from './work-queue.service';

/** The staff home: the work queue with its SLAs, assignment, internal notes, bulk actions and streamed exports. */
@Module({
  imports: [AdminModule, FulfilmentModule],
  controllers: [WorkQueueController],
  providers: [WorkQueueService, OrderWorkService, BulkActionsService, CsvExportService],
})
export class WorkQueueModule {}
