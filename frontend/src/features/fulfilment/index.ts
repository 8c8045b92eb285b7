export { CustomerFulfilment } from './customer-fulfilment';
export { AdminFulfilment } from './admin-fulfilment';
