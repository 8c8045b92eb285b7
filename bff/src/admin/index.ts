export { AdminModule } from './admin.module';
export { mountQueueBoard } from './queue-board';
