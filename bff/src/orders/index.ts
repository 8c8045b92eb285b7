export { OrdersModule } from './orders.module';
export { OrdersService } from './orders.service';
export { OrderViewsService } from './order-views.service';
export { OrderReportsService } from './order-reports.service';
export { RefundsService } from './refunds.service';
export { requestDto, type Reader } from './order-fulfilment-views';
