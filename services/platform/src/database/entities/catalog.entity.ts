import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('services')
export class ServiceEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { unique: true }) slug!: string;
  @Column('text') name!: string;
  @Column('text') category!: 'business' | 'trucking';
  @Column('text') status!: 'active' | 'inactive';
  @Column('text') summary!: string;
  @Column('text', { name: 'menu_description', default: '' }) menuDescription!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @OneToMany(() => PackageEntity, (p) => p.service) packages!: PackageEntity[];
}

@Entity('packages')
export class PackageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'service_id' }) serviceId!: string;
  @ManyToOne(() => ServiceEntity, (s) => s.packages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service!: ServiceEntity;
  /** Stable seed key, so re-seeding updates instead of duplicating. */
  @Column('text', { name: 'seed_key' }) seedKey!: string;
  @Column('int') position!: number;
  @Column('text') title!: string;
  @Column('int', { name: 'price_cents' }) priceCents!: number;
  @Column('text', { name: 'price_plus' }) pricePlus!: string;
  @Column('text') description!: string;
  @Column('boolean') popular!: boolean;
  @Column('text', { name: 'why_popular' }) whyPopular!: string;
  @Column('text', { name: 'package_include' }) packageInclude!: string;
  @Column('text', { name: 'benefit_list', array: true }) benefitList!: string[];
  @Column('text', { name: 'button_text' }) buttonText!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Entity('state_taxes')
export class StateTaxEntity {
  @PrimaryColumn('text') code!: string;
  @Column('text', { name: 'state_name' }) stateName!: string;
  /** numeric(6,5) comes back from pg as a string; the transformer keeps it a number in code. */
  @Column('numeric', { precision: 6, scale: 5, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  rate!: number;
}
