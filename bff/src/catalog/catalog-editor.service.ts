import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, type ObjectLiteral, type EntityTarget } from 'typeorm';
import type { PackagePatch, ServiceDto, ServicePatch } from '@filebridge/contracts';
import { PackageEntity, ServiceEntity } from '@filebridge/platform';
import { CatalogRepository } from './catalog.repository';
import { QuoteService } from './quote.service';

/** Each changed field with its value before and after. */
export type CatalogChanges = Record<string, { from: unknown; to: unknown }>;
/** Runs in the edit's transaction when something changed, so a record of the change commits with it. */
export type OnCatalogChange = (m: EntityManager, changes: CatalogChanges) => Promise<void>;

const SERVICE_NOT_FOUND = { message: 'Service not found', code: 'service_not_found' };
const PACKAGE_NOT_FOUND = { message: 'Package not found', code: 'package_not_found' };

/**
 * Admin edits of services and packages. An edit takes effect on the public calls at once: the
 * catalog caches are dropped after it commits.
 */
@Injectable()
export class CatalogEditor {
  constructor(
    private readonly ds: DataSource,
    private readonly repo: CatalogRepository,
    private readonly quotes: QuoteService,
  ) {}

  async updateService(id: string, patch: ServicePatch, onChange: OnCatalogChange): Promise<ServiceDto> {
    await this.update(ServiceEntity, id, patch, SERVICE_NOT_FOUND, onChange);
    return (await this.repo.serviceBy('id', id))!;
  }

  async updatePackage(id: string, patch: PackagePatch, onChange: OnCatalogChange): Promise<ServiceDto> {
    const pkg = await this.update(PackageEntity, id, patch, PACKAGE_NOT_FOUND, onChange);
    return (await this.repo.serviceBy('id', pkg.serviceId))!;
  }

  private async update<E extends ObjectLiteral & { id: string }>(
    entity: EntityTarget<E>,
    id: string,
    patch: Partial<E>,
    notFound: { message: string; code: string },
    onChange: OnCatalogChange,
  ): Promise<E> {
    const before = await this.ds.transaction(async (m) => {
      const repo = m.getRepository(entity);
      const row = await repo.findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException(notFound);
      const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<E>;
      if (Object.keys(fields).length) {
        await repo.update(id, fields as never);
        await onChange(m, Object.fromEntries(Object.entries(fields).map(([k, to]) => [k, { from: row[k as keyof E], to }])));
      }
      return row;
    });
    await this.quotes.invalidate();
    return before;
  }
}
