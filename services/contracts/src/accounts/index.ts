export * from './rules';
export * from './schemas';
export { ACCOUNT_ENDPOINTS } from './endpoints';
export * from './closure';
export * from './data-schemas';
export { ACCOUNT_DATA_ENDPOINTS } from './data-endpoints';
