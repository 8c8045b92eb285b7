export { AdminModule } from './admin.module';
export { mountQueueBoard } from './queue-board';
export { AdminAuditService } from './admin-audit.service';
