import { Module } from '@nestjs/common';
import { stripeProvider } from '@filebridge/platform';
import { CatalogModule } from '../catalog';
import { WebhooksModule } from '../webhooks';
import { OrderReportsService } from './order-reports.service';
import { OrderViewsService } from './order-views.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { RefundsService } from './refunds.service';

/** Placing, paying and refunding orders, the customer's view of them, and moving them on by hand. */
@Module({
  imports: [CatalogModule, WebhooksModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderViewsService, OrderReportsService, RefundsService, stripeProvider],
  exports: [OrdersService, OrderViewsService, OrderReportsService, RefundsService],
})
export class OrdersModule {}
