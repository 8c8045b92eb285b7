import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PackageDto, ServiceDto, StateTaxDto } from '@filebridge/contracts';

export interface ServiceRow {
  id: string;
  slug: string;
  name: string;
  category: 'business' | 'trucking';
  status: 'active' | 'inactive';
  summary: string;
  menu_description: string;
}

export interface PackageRow {
  id: string;
  service_id: string;
  title: string;
  price_cents: number;
  price_plus: string;
  description: string;
  popular: boolean;
  why_popular: string;
  package_include: string;
  benefit_list: string[];
  button_text: string;
}

export const toPackageDto = (p: PackageRow): PackageDto => ({
  id: p.id,
  _id: p.id,
  title: p.title,
  price: p.price_cents / 100,
  pricePlus: p.price_plus,
  description: p.description,
  popular: p.popular,
  whyPopular: p.why_popular,
  packageInclude: p.package_include,
  benefitList: p.benefit_list,
  buttonText: p.button_text,
});

export const toServiceDto = (s: ServiceRow, packages: PackageRow[]): ServiceDto & { menuDescription: string } => ({
  id: s.id,
  _id: s.id,
  slug: s.slug,
  name: s.name,
  category: s.category,
  status: s.status,
  summary: s.summary,
  menuDescription: s.menu_description,
  packages: packages.map(toPackageDto),
});

/** Reads of the catalog tables; the services and packages are few, so whole rows are fine. */
@Injectable()
export class CatalogRepository {
  constructor(private readonly ds: DataSource) {}

  async serviceBy(field: 'id' | 'slug', value: string): Promise<(ServiceDto & { menuDescription: string }) | null> {
    const [service]: ServiceRow[] = await this.ds.query(`SELECT * FROM services WHERE ${field === 'id' ? 'id = $1::uuid' : 'slug = $1'}`, [
      value,
    ]);
    if (!service) return null;
    const packages: PackageRow[] = await this.ds.query(`SELECT * FROM packages WHERE service_id = $1 ORDER BY position, title`, [
      service.id,
    ]);
    return toServiceDto(service, packages);
  }

  async allServices(): Promise<(ServiceDto & { menuDescription: string })[]> {
    const services: ServiceRow[] = await this.ds.query(`SELECT * FROM services ORDER BY category, name`);
    const packages: PackageRow[] = await this.ds.query(`SELECT * FROM packages ORDER BY position, title`);
    return services.map((s) =>
      toServiceDto(
        s,
        packages.filter((p) => p.service_id === s.id),
      ),
    );
  }

  async stateTaxes(): Promise<StateTaxDto[]> {
    const rows: { code: string; state_name: string; rate: string }[] = await this.ds.query(
      `SELECT code, state_name, rate FROM state_taxes ORDER BY state_name`,
    );
    return rows.map((r) => ({ stateName: r.state_name, code: r.code, rate: Number(r.rate) }));
  }
}
