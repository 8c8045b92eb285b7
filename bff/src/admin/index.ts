export { AdminModule } from './admin.module';
export { AdminAuditService } from './admin-audit.service';
export { mountQueueBoard } from './queue-board';
export { csvRow } from './csv';
