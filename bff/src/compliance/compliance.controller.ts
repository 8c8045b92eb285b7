import { Controller } from '@nestjs/common';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type Principal } from '../common';
import { ComplianceService } from './compliance.service';

@Controller()
export class ComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  /** Only the signed-in customer's own orders are read. */
  @Endpoint(ENDPOINTS.myCompliance)
  async mine(@CurrentPrincipal() p: Principal): Answer<'myCompliance'> {
    return { success: true, data: await this.compliance.forAccount(p.id) };
  }
}
