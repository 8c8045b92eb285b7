import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { WorkQueueFilter } from '@filebridge/contracts';
import { AccountEntity } from './account.entity';
import { OrderEntity } from './order.entity';

/** A staff member's note on an order, for the team only: no customer call reads this table. */
@Entity('order_notes')
@Index('order_notes_order', ['orderId', 'createdAt'])
export class OrderNoteEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_notes_order_id_fkey' })
  order?: OrderEntity;
  @Column('uuid', { name: 'author_id', nullable: true }) authorId!: string | null;
  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'order_notes_author_id_fkey' })
  author?: AccountEntity;
  /** Kept beside the id, so a note still names its author once their account is gone. */
  @Column('text', { name: 'author_email' }) authorEmail!: string;
  @Column('text') body!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A staff member's saved queue filters, by name. */
@Entity('work_queue_views')
@Unique('work_queue_views_staff_name_key', ['staffId', 'name'])
export class WorkQueueViewEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'staff_id' }) staffId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'staff_id', foreignKeyConstraintName: 'work_queue_views_staff_id_fkey' })
  staff?: AccountEntity;
  @Column('text') name!: string;
  @Column('jsonb', { default: {} }) filters!: WorkQueueFilter;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
