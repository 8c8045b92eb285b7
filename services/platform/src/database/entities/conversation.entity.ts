import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AccountEntity } from './account.entity';
import { InquiryEntity } from './messaging.entity';

/** A contact-form message answered by staff: its status, who has it, and when either side last wrote. */
@Entity('conversations')
@Unique('conversations_inquiry_id_key', ['inquiryId'])
@Unique('conversations_reference_key', ['reference'])
@Check('conversations_status_check', `status IN ('open','waiting','closed')`)
@Index('conversations_last_message', ['lastMessageAt'])
// On lower(email): an expression index the migration owns.
@Index('conversations_email', { synchronize: false })
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'inquiry_id' }) inquiryId!: string;
  @OneToOne(() => InquiryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'conversations_inquiry_id_fkey' })
  inquiry?: InquiryEntity;
  @Column({ type: 'text', default: () => `('CV-'|| nextval('conversation_number_seq'))`, update: false }) reference!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text') topic!: string;
  @Column('text', { default: 'open' }) status!: 'open' | 'waiting' | 'closed';
  @Column('uuid', { name: 'assignee_id', nullable: true }) assigneeId!: string | null;
  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignee_id', foreignKeyConstraintName: 'conversations_assignee_id_fkey' })
  assignee?: AccountEntity;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'last_message_at', default: () => 'now()' }) lastMessageAt!: Date;
}

/** One message of a conversation; `read_at` is when the other side first opened it. */
@Entity('conversation_messages')
@Index('conversation_messages_conversation', ['conversationId', 'createdAt'])
export class ConversationMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'conversation_id' }) conversationId!: string;
  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id', foreignKeyConstraintName: 'conversation_messages_conversation_id_fkey' })
  conversation?: ConversationEntity;
  @Column('boolean', { name: 'from_sender' }) fromSender!: boolean;
  /** The staff member's address, or `sender`. */
  @Column('text') author!: string;
  @Column('text') body!: string;
  @Column('timestamptz', { name: 'read_at', nullable: true }) readAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
