import { Body, Controller, Param } from '@nestjs/common';
import { ENDPOINTS } from '@filebridge/contracts';
import { CatalogEditor, CatalogRepository, type CatalogChanges } from '../catalog';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { AdminAuditService, sidesOf } from './admin-audit.service';

/** Catalog edits take effect on the public calls at once; each is audited with what it changed. */
@Controller()
export class AdminCatalogController {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly editor: CatalogEditor,
    private readonly audit: AdminAuditService,
  ) {}

  @Endpoint(ENDPOINTS.adminServices)
  async services(): Answer<'adminServices'> {
    return { success: true, data: await this.repo.allServices() };
  }

  @Endpoint(ENDPOINTS.adminUpdateService)
  async updateService(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminUpdateService'>,
    @Body() patch: BodyIn<'adminUpdateService'>,
  ): Answer<'adminUpdateService'> {
    const data = await this.editor.updateService(id, patch, (m, changes: CatalogChanges) =>
      this.audit.record(m, admin, { action: 'service.update', targetType: 'service', targetId: id, details: changes, ...sidesOf(changes) }),
    );
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminUpdatePackage)
  async updatePackage(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminUpdatePackage'>,
    @Body() patch: BodyIn<'adminUpdatePackage'>,
  ): Answer<'adminUpdatePackage'> {
    const data = await this.editor.updatePackage(id, patch, (m, changes: CatalogChanges) =>
      this.audit.record(m, admin, { action: 'package.update', targetType: 'package', targetId: id, details: changes, ...sidesOf(changes) }),
    );
    return { success: true, data };
  }
}
