export * from './document-storage';
export * from './local-storage';
export * from './s3-storage';
export * from './create-storage';
