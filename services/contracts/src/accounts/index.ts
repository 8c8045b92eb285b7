export * from './rules';
export * from './schemas';
export { ACCOUNT_ENDPOINTS } from './endpoints';
