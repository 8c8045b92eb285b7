export * from './conversations';
export * from './schemas';
export * from './endpoints';
