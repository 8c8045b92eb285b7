export * from './rules';
export * from './schemas';
export { BUSINESS_ENDPOINTS } from './endpoints';
