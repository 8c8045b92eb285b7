import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { AccountEntity } from './account.entity';

@Entity('outbox')
@Index('outbox_job_id', ['jobId'], { unique: true })
// Partial: the relay's scan reads only what is still to publish. TypeORM cannot describe it.
@Index('outbox_unpublished', { synchronize: false })
export class OutboxEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('text') topic!: string;
  @Column('jsonb') payload!: Record<string, unknown>;
  /** `topic/natural key` where the event has a natural key (see writeOutbox); else null and the row id is used. */
  @Column('text', { name: 'job_id', nullable: true }) jobId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  @Column('int', { default: 0 }) attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
}

@Entity('stripe_events')
// Partial: the reconciler finds the few events stored but never applied.
@Index('stripe_events_unapplied', { synchronize: false })
export class StripeEventEntity {
  @PrimaryColumn('text', { name: 'event_id' }) eventId!: string;
  @Column('text') type!: string;
  @Column('jsonb') payload!: Record<string, unknown>;
  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
  @Column('timestamptz', { name: 'processed_at', nullable: true }) processedAt!: Date | null;
}

@Entity('newsletter_subscribers')
@Check('newsletter_subscribers_status_check', `status IN ('subscribed','unsubscribed')`)
// One subscriber per address whatever its case: an expression index the migration owns.
@Index('newsletter_email_ci', { synchronize: false })
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { default: 'subscribed' }) status!: 'subscribed' | 'unsubscribed';
  @Column('text', { default: 'footer' }) source!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('mail_log')
@Check('mail_log_status_check', `status IN ('sending','sent','failed')`)
// Partial: only mails of an order are looked up by it.
@Index('mail_log_order', { synchronize: false })
export class MailLogEntity {
  @PrimaryColumn('text', { name: 'idempotency_key' }) idempotencyKey!: string;
  @Column('text') template!: string;
  @Column('text') recipient!: string;
  @Column('text') status!: 'sending' | 'sent' | 'failed';
  @Column('text', { name: 'provider_message_id', nullable: true }) providerMessageId!: string | null;
  @Column('uuid', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('int', { default: 0 }) attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  @Column('timestamptz', { name: 'lease_until', nullable: true }) leaseUntil!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('inquiries')
@Check('inquiries_kind_check', `kind IN ('contact','partner','affiliate')`)
export class InquiryEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') kind!: 'contact' | 'partner' | 'affiliate';
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('jsonb') details!: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('admin_audit')
@Index('admin_audit_target', ['targetType', 'targetId'])
@Index('admin_audit_admin', ['adminId'])
export class AdminAuditEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'admin_id' }) adminId!: string;
  @ManyToOne(() => AccountEntity)
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'admin_audit_admin_id_fkey' })
  admin?: AccountEntity;
  @Column('text') action!: string;
  @Column('text', { name: 'target_type' }) targetType!: string;
  @Column('text', { name: 'target_id' }) targetId!: string;
  @Column('jsonb', { default: {} }) details!: Record<string, unknown>;
  @Column('text', { nullable: true }) ip!: string | null;
  @Column('jsonb', { nullable: true }) before!: Record<string, unknown> | null;
  @Column('jsonb', { nullable: true }) after!: Record<string, unknown> | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A newsletter sign-up waiting for its address's owner to confirm it; confirmed once, or never. */
@Entity('newsletter_confirmations')
// On lower(email): an expression index the migration owns.
@Index('newsletter_confirmations_email', { synchronize: false })
export class NewsletterConfirmationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') email!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'confirmed_at', nullable: true }) confirmedAt!: Date | null;
}

/** A customer who turned compliance reminders off; the reminder job reads it when the mail is due. */
@Entity('compliance_reminder_optouts')
export class ComplianceReminderOptoutEntity {
  @PrimaryColumn('uuid', { name: 'account_id' }) accountId!: string;
  @OneToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'compliance_reminder_optouts_account_id_fkey' })
  account?: AccountEntity;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** The secret link of an account's compliance calendar feed, as its SHA-256; replacing it revokes the old one. */
@Entity('calendar_feeds')
@Unique('calendar_feeds_token_hash_key', ['tokenHash'])
export class CalendarFeedEntity {
  @PrimaryColumn('uuid', { name: 'account_id' }) accountId!: string;
  @OneToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'calendar_feeds_account_id_fkey' })
  account?: AccountEntity;
  @Column('text', { name: 'token_hash' }) tokenHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
