export * from './phases';
export * from './requests';
export * from './eta';
export * from './schemas';
export * from './messages';
export * from './sla';
