export { CustomerFulfilment } from './customer-fulfilment';
export { AdminFulfilment } from './admin-fulfilment';
export { OrderFollowUp } from './order-follow-up';
