export { WorkQueueModule } from './work-queue.module';
