import { Module } from '@nestjs/common';
import { OutboxRelayService, PlatformModule, stripeProvider } from '@filebridge/platform';
import { MaintenanceScheduler } from './maintenance-scheduler';
import { OrderHandlers } from './order.handlers';

@Module({
  imports: [PlatformModule.forRoot('order-worker')],
  controllers: [OrderHandlers],
  // The worker relays too, so events it writes still flow while the bff is down.
  providers: [stripeProvider, OutboxRelayService, MaintenanceScheduler],
})
export class OrderWorkerModule {}
