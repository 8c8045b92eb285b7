import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import type { PackageDto, ServiceDto, StateTaxDto } from '@filebridge/contracts';
import { PackageEntity, ServiceEntity, StateTaxEntity } from '@filebridge/platform';

const toPackageDto = (p: PackageEntity): PackageDto => ({
  id: p.id,
  _id: p.id,
  title: p.title,
  price: p.priceCents / 100,
  pricePlus: p.pricePlus,
  description: p.description,
  popular: p.popular,
  whyPopular: p.whyPopular,
  packageInclude: p.packageInclude,
  benefitList: p.benefitList,
  buttonText: p.buttonText,
  includedAddOns: p.includedAddOns ?? [],
});

const toServiceDto = (s: ServiceEntity): ServiceDto => ({
  id: s.id,
  _id: s.id,
  slug: s.slug,
  name: s.name,
  category: s.category,
  status: s.status,
  summary: s.summary,
  menuDescription: s.menuDescription,
  offeredAddOns: s.offeredAddOns ?? [],
  packages: s.packages.map(toPackageDto),
});

/** Packages in the order a service page shows them. */
const PACKAGE_ORDER = { position: 'ASC', title: 'ASC' } as const;

/** Reads of the catalog tables; the services and packages are few, so each read loads them whole. */
@Injectable()
export class CatalogRepository {
  private readonly services: Repository<ServiceEntity>;
  private readonly taxes: Repository<StateTaxEntity>;

  constructor(ds: DataSource) {
    this.services = ds.getRepository(ServiceEntity);
    this.taxes = ds.getRepository(StateTaxEntity);
  }

  /** `id` must be a UUID: callers validate it first. */
  async serviceBy(field: 'id' | 'slug', value: string): Promise<ServiceDto | null> {
    // One query: `findOne` with a relation first selects the service's id alone, then joins.
    const service = await this.services
      .createQueryBuilder('s')
      .leftJoinAndSelect('s.packages', 'p')
      .where(`s.${field} = :value`, { value })
      .orderBy('p.position', 'ASC')
      .addOrderBy('p.title', 'ASC')
      .getOne();
    return service && toServiceDto(service);
  }

  async allServices(): Promise<ServiceDto[]> {
    const services = await this.services.find({
      relations: { packages: true },
      order: { category: 'ASC', name: 'ASC', packages: PACKAGE_ORDER },
    });
    return services.map(toServiceDto);
  }

  async stateTaxes(): Promise<StateTaxDto[]> {
    const rows = await this.taxes.find({ order: { stateName: 'ASC' } });
    return rows.map((r) => ({ stateName: r.stateName, code: r.code, rate: r.rate }));
  }
}
