export { ComplianceModule } from './compliance.module';
export { ComplianceService } from './compliance.service';
export { BusinessesService } from './businesses.service';
