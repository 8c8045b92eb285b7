export * from './fields';
export * from './form';
export * from './tax-ids';
export * from './formation';
export * from './business';
export * from './trucking';
export * from './families';
