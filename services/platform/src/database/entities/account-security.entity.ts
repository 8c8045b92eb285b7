import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
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

/** An account's TOTP second factor; enrolment is pending while `enabledAt` is null. */
@Entity('account_second_factors')
export class SecondFactorEntity {
  @PrimaryColumn('uuid', { name: 'account_id' }) accountId!: string;
  @OneToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'account_second_factors_account_id_fkey' })
  account?: AccountEntity;
  /** The base32 secret, sealed by second-factor-secret-box. */
  @Column('text', { name: 'secret_sealed' }) secretSealed!: string;
  @Column('timestamptz', { name: 'enabled_at', nullable: true }) enabledAt!: Date | null;
  /** The newest TOTP time step accepted; a code of this step or an older one is refused. */
  @Column('bigint', { name: 'last_used_step', nullable: true }) lastUsedStep!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** One single-use recovery code, as its SHA-256. */
@Entity('account_recovery_codes')
@Index('account_recovery_codes_account', ['accountId'])
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'account_recovery_codes_account_id_fkey' })
  account?: AccountEntity;
  @Column('text', { name: 'code_hash' }) codeHash!: string;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
}
