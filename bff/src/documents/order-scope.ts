import { NotFoundException } from '@nestjs/common';
import type { DataSource } from 'typeorm';

export const ORDER_NOT_FOUND = () => new NotFoundException({ message: 'Order not found', code: 'order_not_found' });

/**
 * Refuses an order that does not exist or, when `accountId` is given, belongs to another customer:
 * both answer the same 404, so an order's existence is never revealed to someone else.
 */
export async function assertOrderInScope(ds: DataSource, orderId: string, accountId?: string): Promise<void> {
  const [order] = await ds.query<{ id: string }[]>(`SELECT id FROM orders WHERE id = $1 AND ($2::uuid IS NULL OR account_id = $2)`, [
    orderId,
    accountId ?? null,
  ]);
  if (!order) throw ORDER_NOT_FOUND();
}
