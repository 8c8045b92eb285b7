import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from './account.entity';

/** An order-create attempt of an account, so a repeat of it answers with the same order. */
@Entity('order_create_keys')
export class OrderCreateKeyEntity {
  @PrimaryColumn('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'order_create_keys_account_id_fkey' })
  account?: AccountEntity;
  /** The caller's Idempotency-Key, or a digest of the request when it sent none. */
  @PrimaryColumn('text', { name: 'idempotency_key' }) idempotencyKey!: string;
  /** A digest of the request, so a key reused for another order is told apart. */
  @Column('text', { name: 'request_hash' }) requestHash!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @Column('text', { name: 'order_number' }) orderNumber!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
}
