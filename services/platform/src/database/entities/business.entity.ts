import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { BusinessKind } from '@filebridge/contracts';
import { AccountEntity } from './account.entity';
import type { SealedRecord } from '../../security/sealed-values';

/**
 * One of a customer's companies or carriers. `subject` is how its orders name it (its USDOT number,
 * or its state and name), so the next order for it finds this record; the EIN is sealed to the record.
 */
@Entity('businesses')
@Unique('businesses_account_subject_key', ['accountId', 'subject'])
@Check('businesses_kind_check', `kind IN ('company','carrier')`)
@Check('businesses_formation_date_source_check', `formation_date_source IN ('approval','customer')`)
export class BusinessEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'businesses_account_id_fkey' })
  account?: AccountEntity;
  @Column('text') subject!: string;
  @Column('text') kind!: BusinessKind;
  @Column('text', { name: 'legal_name', nullable: true }) legalName!: string | null;
  @Column('text', { nullable: true }) state!: string | null;
  @Column('text', { name: 'entity_type', nullable: true }) entityType!: string | null;
  /** The date its due dates count from: the state's approval when we formed it, or what the customer gave. */
  @Column('date', { name: 'formation_date', nullable: true }) formationDate!: string | null;
  @Column('text', { name: 'formation_date_source', nullable: true }) formationDateSource!: 'approval' | 'customer' | null;
  @Column('text', { name: 'state_file_number', nullable: true }) stateFileNumber!: string | null;
  @Column('text', { name: 'usdot_number', nullable: true }) usdotNumber!: string | null;
  @Column('text', { name: 'mc_number', nullable: true }) mcNumber!: string | null;
  @Column('jsonb', { name: 'ein_sealed', nullable: true }) einSealed!: SealedRecord | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** The days before a due date the account's reminders go out, when the customer chose them. */
@Entity('compliance_reminder_settings')
export class ComplianceReminderSettingsEntity {
  @PrimaryColumn('uuid', { name: 'account_id' }) accountId!: string;
  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'compliance_reminder_settings_account_id_fkey' })
  account?: AccountEntity;
  @Column('int', { name: 'days_before', array: true }) daysBefore!: number[];
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** One due date of one filing of a business that the customer filed themselves, and when. */
@Entity('compliance_filings_done')
export class ComplianceFilingDoneEntity {
  @PrimaryColumn('uuid', { name: 'business_id' }) businessId!: string;
  @ManyToOne(() => BusinessEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id', foreignKeyConstraintName: 'compliance_filings_done_business_id_fkey' })
  business?: BusinessEntity;
  @PrimaryColumn('text', { name: 'filing_key' }) filingKey!: string;
  @PrimaryColumn('date', { name: 'due_date' }) dueDate!: string;
  @Column('date', { name: 'done_on' }) doneOn!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
