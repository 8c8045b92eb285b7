import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import type {
  AdditionalServices,
  BusinessInfo,
  CustomerInfo,
  FulfilmentPhase,
  OrderQuoteInputs,
  OrderStatus,
  QuoteLine,
  TransitionSource,
} from '@filebridge/contracts';
import { FULFILMENT_PHASES } from '@filebridge/contracts';
import { AccountEntity } from './account.entity';
import { BusinessEntity } from './business.entity';
import { PackageEntity, ServiceEntity } from './catalog.entity';

/** The fulfilment phases as an SQL list, for the CHECKs on columns holding one. */
export const PHASE_SQL_LIST = FULFILMENT_PHASES.map((p) => `'${p}'`).join(',');

@Entity('orders')
@Unique('orders_order_number_key', ['orderNumber'])
@Unique('orders_payment_intent_id_key', ['paymentIntentId'])
@Check('orders_total_cents_check', `total_cents > 0`)
@Check('orders_refunded_cents_check', `refunded_cents >= 0`)
@Check('orders_phase_check', `phase IN (${PHASE_SQL_LIST})`)
// The admin list's sorts within expedited orders and within the rest, alone and after its status
// filter, each with the id as tie-breaker.
@Index('orders_expedited_created', ['expedited', 'createdAt', 'id'])
@Index('orders_expedited_total', ['expedited', 'totalCents', 'id'])
@Index('orders_expedited_number', ['expedited', 'orderNumber', 'id'])
@Index('orders_expedited_status_id', ['expedited', 'status', 'id'])
@Index('orders_expedited_status_created', ['expedited', 'status', 'createdAt', 'id'])
@Index('orders_expedited_status_total', ['expedited', 'status', 'totalCents', 'id'])
@Index('orders_expedited_status_number', ['expedited', 'status', 'orderNumber', 'id'])
// A descending, a partial and a trigram expression index TypeORM cannot describe: the migrations own them.
@Index('orders_account', { synchronize: false })
@Index('orders_reconcile_due', { synchronize: false })
@Index('orders_paid_unstarted', { synchronize: false })
@Index('orders_search', { synchronize: false })
@Index('orders_business', ['businessId'])
// The work queue's partial expression indexes (migration WorkQueueIndexes).
@Index('orders_queue', { synchronize: false })
@Index('orders_queue_assignee', { synchronize: false })
@Index('orders_queue_phase', { synchronize: false })
@Index('orders_queue_agency', { synchronize: false })
@Index('orders_queue_state', { synchronize: false })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /**
   * FB-100001 onwards, numbered by the database. Written as TypeORM reads the column's default back
   * (casts dropped with the space after them), so its schema diff sees no change.
   */
  @Column({ type: 'text', name: 'order_number', default: () => `('FB-'|| nextval('order_number_seq'))`, update: false })
  orderNumber!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity)
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'orders_account_id_fkey' })
  account?: AccountEntity;
  @Column('uuid', { name: 'service_id' }) serviceId!: string;
  @ManyToOne(() => ServiceEntity, { onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'service_id', foreignKeyConstraintName: 'orders_service_id_fkey' })
  service?: ServiceEntity;
  @Column('uuid', { name: 'package_id' }) packageId!: string;
  @ManyToOne(() => PackageEntity)
  @JoinColumn({ name: 'package_id', foreignKeyConstraintName: 'orders_package_id_fkey' })
  package?: PackageEntity;
  /** The company or carrier the order is for, once its record exists. */
  @Column('uuid', { name: 'business_id', nullable: true }) businessId!: string | null;
  @ManyToOne(() => BusinessEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'business_id', foreignKeyConstraintName: 'orders_business_id_fkey' })
  business?: BusinessEntity;
  @Column('text') status!: OrderStatus;
  /** Where the filing stands once paid (see FULFILMENT_PHASES); null before payment. */
  @Column('text', { nullable: true }) phase!: FulfilmentPhase | null;
  @Column('timestamptz', { name: 'phase_changed_at', nullable: true }) phaseChangedAt!: Date | null;
  /** The phase whose promise the clock holds (moveSlaClock). */
  @Column('text', { name: 'sla_phase', nullable: true }) slaPhase!: FulfilmentPhase | null;
  /** When that promise runs out; null while the clock is stopped. */
  @Column('timestamptz', { name: 'sla_due_at', nullable: true }) slaDueAt!: Date | null;
  /** What was left of the promise when the clock stopped. */
  @Column('bigint', { name: 'sla_remaining_ms', nullable: true }) slaRemainingMs!: string | null;
  /** Who decides the filing, and the state it is filed in: the queue's filters. */
  @Column('text', { nullable: true }) agency!: string | null;
  @Column('text', { name: 'state_code', nullable: true }) stateCode!: string | null;
  /** The date a reported agency delay moved the filing to, told to the customer. */
  @Column('date', { name: 'agency_estimate', nullable: true }) agencyEstimate!: string | null;
  @Column('uuid', { name: 'assignee_id', nullable: true }) assigneeId!: string | null;
  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignee_id', foreignKeyConstraintName: 'orders_assignee_id_fkey' })
  assignee?: AccountEntity;
  @Column('jsonb', { name: 'business_info' }) businessInfo!: BusinessInfo;
  @Column('jsonb', { name: 'customer_info' }) customerInfo!: CustomerInfo;
  /** The server's quote lines, in cents: what the customer was charged for. */
  @Column('jsonb') items!: QuoteLine[];
  /** The add-ons bought and charged for. */
  @Column('jsonb', { name: 'additional_services' }) additionalServices!: AdditionalServices;
  /** The add-ons the package included; `{}` on a row written without them means none. */
  @Column('jsonb', { name: 'included_add_ons', default: {} }) includedAddOns!: Partial<AdditionalServices>;
  /** Expedited processing bought or included: staff lists put the order first. */
  @Column('boolean', { default: false }) expedited!: boolean;
  /** The customer's answers beyond the business address (trademark classes, USDOT number…). */
  @Column('jsonb', { name: 'quote_inputs', default: {} }) quoteInputs!: OrderQuoteInputs;
  @Column('int', { name: 'subtotal_cents' }) subtotalCents!: number;
  @Column('int', { name: 'tax_cents' }) taxCents!: number;
  @Column('int', { name: 'total_cents' }) totalCents!: number;
  @Column('text', { default: 'usd' }) currency!: string;
  @Column('text', { name: 'payment_intent_id', nullable: true }) paymentIntentId!: string | null;
  @Column('timestamptz', { name: 'paid_at', nullable: true }) paidAt!: Date | null;
  /** What Stripe last reported as given back of the order's charge, in cents. */
  @Column('int', { name: 'refunded_cents', default: 0 }) refundedCents!: number;
  /** When the reconciler next asks Stripe about this order while it is unpaid. */
  @Column('timestamptz', { name: 'next_reconcile_at', default: () => 'now()' }) nextReconcileAt!: Date;
  @Column('int', { name: 'reconcile_checks', default: 0 }) reconcileChecks!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @VersionColumn({ default: 1 }) version!: number;
}

@Entity('order_events')
@Check('order_events_source_check', `source IN ('api','webhook','worker','admin','reconciler')`)
@Index('order_events_order', ['orderId', 'id'])
export class OrderEventEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_events_order_id_fkey' })
  order?: OrderEntity;
  @Column('text', { name: 'from_status', nullable: true }) fromStatus!: OrderStatus | null;
  @Column('text', { name: 'to_status' }) toStatus!: OrderStatus;
  @Column('text') source!: TransitionSource;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('text', { nullable: true }) actor!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

export type RefundStatus = 'requested' | 'pending' | 'succeeded' | 'failed' | 'canceled';

/**
 * A refund of an order's charge. `requested` while it is being created at Stripe (no Stripe id
 * yet); from then on its status is Stripe's, as read back from Stripe.
 */
@Entity('order_refunds')
@Check('order_refunds_amount_cents_check', `amount_cents > 0`)
@Check('order_refunds_status_check', `status IN ('requested','pending','succeeded','failed','canceled')`)
@Unique('order_refunds_stripe_refund_id_key', ['stripeRefundId'])
@Index('order_refunds_order', ['orderId', 'createdAt'])
// Partial: TypeORM cannot describe it, the migration owns it.
@Index('order_refunds_one_requested', { synchronize: false })
export class OrderRefundEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_refunds_order_id_fkey' })
  order?: OrderEntity;
  @Column('text', { name: 'stripe_refund_id', nullable: true }) stripeRefundId!: string | null;
  @Column('int', { name: 'amount_cents' }) amountCents!: number;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('text') status!: RefundStatus;
  @Column('text', { name: 'failure_reason', nullable: true }) failureReason!: string | null;
  /** The admin's address, `customer` for a customer's cancellation, null for one made at Stripe. */
  @Column('text', { name: 'requested_by', nullable: true }) requestedBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** A dispute (chargeback) of an order's charge, keyed by Stripe's id, as last read back from Stripe. */
@Entity('order_disputes')
@Index('order_disputes_order', ['orderId', 'createdAt'])
export class OrderDisputeEntity {
  @PrimaryColumn('text') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_disputes_order_id_fkey' })
  order?: OrderEntity;
  @Column('int', { name: 'amount_cents' }) amountCents!: number;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('text') status!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
