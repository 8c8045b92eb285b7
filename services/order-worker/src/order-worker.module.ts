import { Module } from '@nestjs/common';
import { OutboxRelayService, PlatformModule, stripeProvider } from '@filebridge/platform';
import { MaintenanceScheduler } from './maintenance-scheduler';
import { OrderEventHandlers } from './order-events/order-event.handlers';
import { OutboxSweepHandler } from './outbox/outbox-sweep.handler';
import { ReconciliationHandlers } from './reconciliation/reconciliation.handlers';
import { AccountReminders } from './reminders/account-reminders.service';
import { ReminderHandlers } from './reminders/reminder.handlers';

@Module({
  imports: [PlatformModule.forRoot('order-worker')],
  controllers: [OrderEventHandlers, ReconciliationHandlers, ReminderHandlers, OutboxSweepHandler],
  // The worker relays too, so events it writes still flow while the bff is down.
  providers: [stripeProvider, OutboxRelayService, MaintenanceScheduler, AccountReminders],
})
export class OrderWorkerModule {}
