import { Body, Controller, Get, NotFoundException, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AdminOnly, CurrentPrincipal } from '../auth/guards';
import type { Principal } from '../auth/tokens.service';
import { CatalogRepository } from '../catalog/catalog.repository';
import { QuoteService } from '../catalog/quote.service';
import { UpdatePackageDto, UpdateServiceDto } from './admin.dto';
import { AdminAuditService } from './admin-audit.service';

const COLUMNS: Record<string, string> = {
  status: 'status',
  name: 'name',
  summary: 'summary',
  title: 'title',
  priceCents: 'price_cents',
  pricePlus: 'price_plus',
  description: 'description',
  popular: 'popular',
  benefitList: 'benefit_list',
  buttonText: 'button_text',
};

/** Catalog edits take effect on the public calls at once: each one invalidates the catalog cache. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminCatalogController {
  constructor(
    private readonly ds: DataSource,
    private readonly repo: CatalogRepository,
    private readonly quotes: QuoteService,
    private readonly audit: AdminAuditService,
  ) {}

  @AdminOnly()
  @Get('services')
  async services() {
    return { success: true, data: await this.repo.allServices() };
  }

  @AdminOnly()
  @Patch('services/:id')
  async updateService(
    @CurrentPrincipal() admin: Principal,
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ message: 'Service not found', code: 'service_not_found' }) }),
    )
    id: string,
    @Body() dto: UpdateServiceDto,
  ) {
    await this.update('services', 'service', id, dto as Record<string, unknown>, admin);
    return { success: true, data: await this.repo.serviceBy('id', id) };
  }

  @AdminOnly()
  @Patch('packages/:id')
  async updatePackage(
    @CurrentPrincipal() admin: Principal,
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ message: 'Package not found', code: 'package_not_found' }) }),
    )
    id: string,
    @Body() dto: UpdatePackageDto,
  ) {
    const serviceId = await this.update('packages', 'package', id, dto as Record<string, unknown>, admin);
    return { success: true, data: await this.repo.serviceBy('id', serviceId) };
  }

  private async update(
    table: 'services' | 'packages',
    kind: string,
    id: string,
    dto: Record<string, unknown>,
    admin: Principal,
  ): Promise<string> {
    const fields = Object.entries(dto).filter(([k, v]) => v !== undefined && COLUMNS[k]);
    const serviceId = await this.ds.transaction(async (m) => {
      const [before] = await m.query(`SELECT * FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
      if (!before)
        throw new NotFoundException({ message: `${kind === 'service' ? 'Service' : 'Package'} not found`, code: `${kind}_not_found` });
      if (fields.length) {
        const sets = fields.map(([k], i) => `${COLUMNS[k]} = $${i + 2}`).join(', ');
        await m.query(`UPDATE ${table} SET ${sets}, updated_at = now() WHERE id = $1`, [id, ...fields.map(([, v]) => v)]);
        const changes = Object.fromEntries(fields.map(([k, v]) => [k, { from: before[COLUMNS[k]!], to: v }]));
        await this.audit.record(m, admin.id, `${kind}.update`, kind, id, changes);
      }
      return (table === 'services' ? before.id : before.service_id) as string;
    });
    await this.quotes.invalidate();
    return serviceId;
  }
}
