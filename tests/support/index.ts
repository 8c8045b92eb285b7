export * from './api-client';
export * from './app';
export * from './database';
export * from './env';
export * from './processes';
export * from './redis';
export * from './smtp-peer';
export * from './orders';
