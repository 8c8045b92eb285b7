import type { DataSource } from 'typeorm';

export interface SyntheticOrdersResult {
  inserted: number;
  /** Emails are `cust<number>@example.test`, the number being the order number's: FB-<number>. */
  firstNumber: number;
  lastNumber: number;
}

export function seedSyntheticOrders(ds: DataSource, count: number): Promise<SyntheticOrdersResult>;
