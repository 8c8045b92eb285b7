import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from './account.entity';

/** One sign-in of an account on one device; its tokens work until it is revoked. */
@Entity('sessions')
@Index('sessions_account', ['accountId', 'lastSeenAt'])
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'sessions_account_id_fkey' })
  account?: AccountEntity;
  /** A short description of the browser and system, from its User-Agent. */
  @Column('text') device!: string;
  /** The client's network (IPv4 /24, IPv6 /48), or "Unknown". */
  @Column('text') place!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'last_seen_at', default: () => 'now()' }) lastSeenAt!: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
}

/** A request to choose a new password by a mailed link; the link's token is kept only as its SHA-256. */
@Entity('password_resets')
@Index('password_resets_account', ['accountId'])
export class PasswordResetEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'password_resets_account_id_fkey' })
  account?: AccountEntity;
  @Column('text', { name: 'token_hash', unique: true }) tokenHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  /** Used, replaced by a newer request, or made void by a password change. */
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
}

/** A mailed link that proves the owner of `email` holds the account: its own address, or the one it changes to. */
@Entity('email_verifications')
@Index('email_verifications_account', ['accountId'])
export class EmailVerificationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'email_verifications_account_id_fkey' })
  account?: AccountEntity;
  @Column('text') email!: string;
  @Column('text', { name: 'token_hash', unique: true }) tokenHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  /** Used, or replaced by a newer one. */
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
}
