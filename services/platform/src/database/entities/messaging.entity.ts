import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity('outbox')
export class OutboxEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('text') topic!: string;
  @Column('jsonb') payload!: Record<string, unknown>;
  /** Natural job id where one exists (Stripe event id, mail idempotency key); else the row id. */
  @Column('text', { name: 'job_id', nullable: true }) jobId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  @Column('int', { default: 0 }) attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
}

@Entity('stripe_events')
export class StripeEventEntity {
  @PrimaryColumn('text', { name: 'event_id' }) eventId!: string;
  @Column('text') type!: string;
  @Column('jsonb') payload!: Record<string, unknown>;
  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
  @Column('timestamptz', { name: 'processed_at', nullable: true }) processedAt!: Date | null;
}

@Entity('newsletter_subscribers')
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text') status!: 'subscribed' | 'unsubscribed';
  @Column('text') source!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('mail_log')
export class MailLogEntity {
  @PrimaryColumn('text', { name: 'idempotency_key' }) idempotencyKey!: string;
  @Column('text') template!: string;
  @Column('text') recipient!: string;
  @Column('text') status!: 'sending' | 'sent' | 'failed';
  @Column('text', { name: 'provider_message_id', nullable: true }) providerMessageId!: string | null;
  @Column('text', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('int', { default: 0 }) attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  @Column('timestamptz', { name: 'lease_until', nullable: true }) leaseUntil!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('inquiries')
export class InquiryEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** contact | partner | affiliate */
  @Column('text') kind!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('jsonb') details!: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('admin_audit')
export class AdminAuditEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'admin_id' }) adminId!: string;
  @Column('text') action!: string;
  @Column('text', { name: 'target_type' }) targetType!: string;
  @Column('text', { name: 'target_id' }) targetId!: string;
  @Column('jsonb') details!: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
