import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminIntake } from '@filebridge/contracts';
import { AdminAuditService } from '../admin';
import type { Principal } from '../common';
import { IntakeRecords } from './intake-records';

/** Staff read an order's filing details with tax ids masked; seeing one in clear is a recorded act. */
@Injectable()
export class AdminIntakeService {
  constructor(
    private readonly ds: DataSource,
    private readonly records: IntakeRecords,
    private readonly audit: AdminAuditService,
  ) {}

  async read(orderId: string): Promise<AdminIntake> {
    const m = this.ds.manager;
    const order = await this.records.order(m, orderId);
    return this.records.view(order, this.records.form(order), await this.records.row(m, order.id));
  }

  /** The clear value, written to the audit log in the same transaction: no reveal goes unrecorded. */
  async reveal(admin: Principal, orderId: string, field: string): Promise<{ field: string; value: string }> {
    return this.ds.transaction(async (m) => {
      const order = await this.records.order(m, orderId);
      const value = this.records.opened(await this.records.row(m, order.id))[field];
      if (value === undefined)
        throw new NotFoundException({ message: 'This order has no saved value for that field to reveal.', code: 'intake_value_not_found' });
      await this.audit.record(m, admin, { action: 'intake.reveal', targetType: 'order', targetId: order.id, details: { field } });
      return { field, value };
    });
  }
}
