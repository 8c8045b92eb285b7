import type { AddOnKey } from '@filebridge/contracts';
import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

const KNOWN_ADD_ONS = `ARRAY['expeditedProcessing','registeredAgent','ein']::text[]`;

@Entity('services')
@Unique('services_slug_key', ['slug'])
@Check('services_category_check', `category IN ('business','trucking')`)
@Check('services_status_check', `status IN ('active','inactive')`)
@Check('services_offered_add_ons_known', `offered_add_ons <@ ${KNOWN_ADD_ONS}`)
export class ServiceEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') slug!: string;
  @Column('text') name!: string;
  @Column('text') category!: 'business' | 'trucking';
  @Column('text', { default: 'active' }) status!: 'active' | 'inactive';
  @Column('text') summary!: string;
  @Column('text', { name: 'menu_description', default: '' }) menuDescription!: string;
  /** Null until the seed sets it from the catalog data. */
  @Column('text', { name: 'offered_add_ons', array: true, nullable: true }) offeredAddOns!: AddOnKey[] | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @OneToMany(() => PackageEntity, (p) => p.service) packages!: PackageEntity[];
}

@Entity('packages')
@Unique('packages_service_id_seed_key_key', ['serviceId', 'seedKey'])
@Check('packages_price_cents_check', `price_cents >= 0`)
@Check('packages_included_add_ons_known', `included_add_ons <@ ${KNOWN_ADD_ONS}`)
export class PackageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'service_id' }) serviceId!: string;
  /** A service re-keyed to the id of its slug takes its packages along. */
  @ManyToOne(() => ServiceEntity, (s) => s.packages, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'service_id', foreignKeyConstraintName: 'packages_service_id_fkey' })
  service!: ServiceEntity;
  /** Stable seed key, so re-seeding updates instead of duplicating. */
  @Column('text', { name: 'seed_key' }) seedKey!: string;
  @Column('int') position!: number;
  @Column('text') title!: string;
  @Column('int', { name: 'price_cents' }) priceCents!: number;
  @Column('text', { name: 'price_plus', default: '' }) pricePlus!: string;
  @Column('text') description!: string;
  @Column('boolean', { default: false }) popular!: boolean;
  @Column('text', { name: 'why_popular', default: '' }) whyPopular!: string;
  @Column('text', { name: 'package_include', default: '' }) packageInclude!: string;
  @Column('text', { name: 'benefit_list', array: true, default: '{}' }) benefitList!: string[];
  @Column('text', { name: 'button_text' }) buttonText!: string;
  /** Null until the seed sets it from the catalog data. */
  @Column('text', { name: 'included_add_ons', array: true, nullable: true }) includedAddOns!: AddOnKey[] | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Entity('state_taxes')
@Check('state_taxes_rate_check', `rate >= 0 AND rate < 1`)
export class StateTaxEntity {
  @PrimaryColumn('text') code!: string;
  @Column('text', { name: 'state_name' }) stateName!: string;
  /** numeric(6,5) comes back from pg as a string; the transformer keeps it a number in code. */
  @Column('numeric', { precision: 6, scale: 5, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  rate!: number;
}
