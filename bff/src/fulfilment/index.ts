export { FulfilmentModule } from './fulfilment.module';
export { RequestsService } from './requests.service';
