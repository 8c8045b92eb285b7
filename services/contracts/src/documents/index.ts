export * from './kinds';
export * from './file-type';
export * from './schemas';
