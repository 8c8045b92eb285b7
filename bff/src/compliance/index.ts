export { ComplianceModule } from './compliance.module';
export { BusinessesService } from './businesses.service';
