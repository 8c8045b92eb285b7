export { FulfilmentModule } from './fulfilment.module';
