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
} from 'typeorm';
import type { FulfilmentPhase, PhaseDetail } from '@filebridge/contracts';
import { AccountEntity } from './account.entity';
import { OrderEntity, PHASE_SQL_LIST } from './order.entity';

/** One step of an order's fulfilment, as its customer's timeline shows it. */
@Entity('order_phase_events')
@Check('order_phase_events_to_phase_check', `to_phase IN (${PHASE_SQL_LIST})`)
@Index('order_phase_events_order', ['orderId', 'id'])
export class OrderPhaseEventEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_phase_events_order_id_fkey' })
  order?: OrderEntity;
  @Column('text', { name: 'from_phase', nullable: true }) fromPhase!: FulfilmentPhase | null;
  @Column('text', { name: 'to_phase' }) toPhase!: FulfilmentPhase;
  @Column('jsonb', { default: {} }) detail!: PhaseDetail;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('text', { nullable: true }) actor!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/**
 * The filing details of one order. `details` holds what may be read in clear; `sealed` holds the
 * sensitive values (SSN, ITIN, an EIN before filing) encrypted. A draft has no `submitted_at`.
 */
@Entity('order_intakes')
@Index('order_intakes_account_family', ['accountId', 'family', 'submittedAt'])
export class OrderIntakeEntity {
  @PrimaryColumn('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_intakes_order_id_fkey' })
  order?: OrderEntity;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity)
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'order_intakes_account_id_fkey' })
  account?: AccountEntity;
  @Column('text') family!: string;
  @Column('jsonb', { default: {} }) details!: Record<string, unknown>;
  @Column('jsonb', { nullable: true }) sealed!: Record<string, unknown> | null;
  @Column('timestamptz', { name: 'submitted_at', nullable: true }) submittedAt!: Date | null;
  @Column('int', { name: 'reminders_sent', default: 0 }) remindersSent!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** A file in an order's vault: a filed document from the team, or one the customer sent. The bytes live in object storage. */
@Entity('order_documents')
@Check('order_documents_content_type_check', `content_type IN ('application/pdf','image/png','image/jpeg')`)
@Check('order_documents_size_bytes_check', `size_bytes > 0`)
@Index('order_documents_order', ['orderId', 'createdAt'])
@Unique('order_documents_storage_key_key', ['storageKey'])
export class OrderDocumentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_documents_order_id_fkey' })
  order?: OrderEntity;
  @Column('text') kind!: string;
  @Column('text', { name: 'file_name' }) fileName!: string;
  @Column('text', { name: 'content_type' }) contentType!: string;
  @Column('int', { name: 'size_bytes' }) sizeBytes!: number;
  @Column('text') sha256!: string;
  @Column('text', { name: 'storage_key' }) storageKey!: string;
  /** The staff member's address, or `customer`. */
  @Column('text', { name: 'uploaded_by' }) uploadedBy!: string;
  @Column('boolean', { name: 'from_customer', default: false }) fromCustomer!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

export type OrderRequestStatus = 'open' | 'answered' | 'withdrawn';

/** Something the team asks of the customer; while one is open the order waits on them. */
@Entity('order_requests')
@Check('order_requests_status_check', `status IN ('open','answered','withdrawn')`)
@Index('order_requests_order', ['orderId', 'createdAt'])
export class OrderRequestEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_requests_order_id_fkey' })
  order?: OrderEntity;
  @Column('text') kind!: string;
  @Column('text') message!: string;
  @Column('text', { default: 'open' }) status!: OrderRequestStatus;
  @Column('text', { nullable: true }) answer!: string | null;
  @Column('uuid', { name: 'document_id', nullable: true }) documentId!: string | null;
  @ManyToOne(() => OrderDocumentEntity)
  @JoinColumn({ name: 'document_id', foreignKeyConstraintName: 'order_requests_document_id_fkey' })
  document?: OrderDocumentEntity;
  @Column('text', { name: 'created_by' }) createdBy!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'answered_at', nullable: true }) answeredAt!: Date | null;
}

/** One message of an order's thread between its customer and the team; `read_at` is when the other side read it. */
@Entity('order_messages')
@Index('order_messages_order', ['orderId', 'createdAt'])
export class OrderMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_messages_order_id_fkey' })
  order?: OrderEntity;
  @Column('boolean', { name: 'from_customer' }) fromCustomer!: boolean;
  /** The staff member's address, or `customer`. */
  @Column('text') author!: string;
  @Column('text') body!: string;
  @Column('uuid', { name: 'document_id', nullable: true }) documentId!: string | null;
  @ManyToOne(() => OrderDocumentEntity)
  @JoinColumn({ name: 'document_id', foreignKeyConstraintName: 'order_messages_document_id_fkey' })
  document?: OrderDocumentEntity;
  @Column('timestamptz', { name: 'read_at', nullable: true }) readAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
