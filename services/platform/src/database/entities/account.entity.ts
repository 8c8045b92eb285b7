import type { StaffRole } from '@filebridge/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AccountRole = 'customer' | 'admin';

@Entity('accounts')
@Check('accounts_role_check', `role IN ('customer','admin')`)
@Check(
  'accounts_staff_role_check',
  `(role = 'admin' AND staff_role IN ('owner','operator','support','finance')) OR (role <> 'admin' AND staff_role IS NULL)`,
)
// One address is one account whatever its case; an expression index, so TypeORM leaves it to the migration.
@Index('accounts_email_ci', { synchronize: false })
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Stored lower-cased; the unique index is on lower(email). */
  @Column('text') email!: string;
  @Column('text', { name: 'password_hash', select: false }) passwordHash!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { name: 'profile_picture', nullable: true }) profilePicture!: string | null;
  @Column('text') role!: AccountRole;
  /** What a staff (admin) account may do; null for customers. */
  @Column('text', { name: 'staff_role', nullable: true }) staffRole!: StaffRole | null;
  /** When a staff account was deactivated: it signs in no more. */
  @Column('timestamptz', { name: 'deactivated_at', nullable: true }) deactivatedAt!: Date | null;
  /** When the owner of `email` opened a verification link mailed to it; null until then. */
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
