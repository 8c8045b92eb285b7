import { Module } from '@nestjs/common';
import { stripeProvider } from '@filebridge/platform';
import { CatalogModule } from '../catalog/catalog.module';
import { MyOrdersController } from './my-orders.controller';
import { OrderViewsService } from './order-views.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({
  imports: [CatalogModule],
  controllers: [OrdersController, MyOrdersController],
  providers: [OrdersService, OrderViewsService, stripeProvider],
  exports: [OrderViewsService],
})
export class OrdersModule {}
