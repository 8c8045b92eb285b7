export { AdminModule } from './admin.module';
export { AdminAuditService, assignment } from './admin-audit.service';
export { mountQueueBoard } from './queue-board';
export { csvRow } from './csv';
