import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { InquiriesModule } from '../inquiries';
import { MailStatusModule } from '../mail-status';
import { NewsletterModule } from '../newsletter';
import { OrdersModule } from '../orders';
import { AdminAuditService } from './admin-audit.service';
import { AdminCatalogController } from './admin-catalog.controller';
import { AdminInsightController } from './admin-insight.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminQueuesController } from './admin-queues.controller';

/** The admin screens: each reads and changes through the context that owns the data, and audits what it changed. */
@Module({
  imports: [CatalogModule, OrdersModule, MailStatusModule, NewsletterModule, InquiriesModule],
  controllers: [AdminOrdersController, AdminQueuesController, AdminCatalogController, AdminInsightController],
  providers: [AdminAuditService],
  exports: [AdminAuditService],
})
export class AdminModule {}
