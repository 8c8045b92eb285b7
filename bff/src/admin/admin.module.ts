import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminAuditService } from './admin-audit.service';
import { AdminCatalogController } from './admin-catalog.controller';
import { AdminInsightController } from './admin-insight.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminQueuesController } from './admin-queues.controller';

@Module({
  imports: [CatalogModule, OrdersModule],
  controllers: [AdminOrdersController, AdminQueuesController, AdminCatalogController, AdminInsightController],
  providers: [AdminAuditService],
})
export class AdminModule {}
