import { Module } from '@nestjs/common';
import { PlatformModule, StandbyOutboxRelayService, stripeProvider } from '@filebridge/platform';
import { MaintenanceScheduler } from './maintenance-scheduler';
import { OrderEventHandlers } from './order-events/order-event.handlers';
import { OutboxSweepHandler } from './outbox/outbox-sweep.handler';
import { ReconciliationHandlers } from './reconciliation/reconciliation.handlers';
import { AccountReminders } from './reminders/account-reminders.service';
import { ReminderHandlers } from './reminders/reminder.handlers';

@Module({
  imports: [PlatformModule.forRoot('order-worker')],
  controllers: [OrderEventHandlers, ReconciliationHandlers, ReminderHandlers, OutboxSweepHandler],
  // The worker relays too, so events still flow while the bff is down; it stands by for the bff's
  // relays, which drain at every commit, rather than race them to the same rows.
  providers: [stripeProvider, StandbyOutboxRelayService, MaintenanceScheduler, AccountReminders],
})
export class OrderWorkerModule {}
