/** Injection tokens for the shared infrastructure the platform module provides. */
export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const REDIS = Symbol('REDIS');
export const QUEUES = Symbol('QUEUES');
/** A worker's own readiness check (a ReadinessCheck), asked beside the database and Redis when the worker provides one. */
export const READINESS_CHECK = Symbol('READINESS_CHECK');
