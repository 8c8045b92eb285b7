import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { AdditionalServices, BusinessInfo, CustomerInfo, OrderStatus, QuoteLine, TransitionSource } from '@filebridge/contracts';

@Entity('orders')
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text', name: 'order_number', insert: false, update: false }) orderNumber!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @Column('uuid', { name: 'service_id' }) serviceId!: string;
  @Column('uuid', { name: 'package_id' }) packageId!: string;
  @Column('text') status!: OrderStatus;
  @Column('jsonb', { name: 'business_info' }) businessInfo!: BusinessInfo;
  @Column('jsonb', { name: 'customer_info' }) customerInfo!: CustomerInfo;
  /** The server's quote lines, in cents: what the customer was charged for. */
  @Column('jsonb') items!: QuoteLine[];
  @Column('jsonb', { name: 'additional_services' }) additionalServices!: AdditionalServices;
  @Column('int', { name: 'subtotal_cents' }) subtotalCents!: number;
  @Column('int', { name: 'tax_cents' }) taxCents!: number;
  @Column('int', { name: 'total_cents' }) totalCents!: number;
  @Column('text', { default: 'usd' }) currency!: string;
  @Column('text', { name: 'payment_intent_id', nullable: true }) paymentIntentId!: string | null;
  @Column('timestamptz', { name: 'paid_at', nullable: true }) paidAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @VersionColumn() version!: number;
}

@Entity('order_events')
export class OrderEventEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @Column('text', { name: 'from_status', nullable: true }) fromStatus!: OrderStatus | null;
  @Column('text', { name: 'to_status' }) toStatus!: OrderStatus;
  @Column('text') source!: TransitionSource;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('text', { nullable: true }) actor!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
