/** Injection tokens for the shared infrastructure the platform module provides. */
export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const REDIS = Symbol('REDIS');
export const QUEUES = Symbol('QUEUES');
