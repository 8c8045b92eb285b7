import pino, { type Logger } from 'pino';

/** Keys that must never reach a log line, wherever they sit in an object. */
const REDACT = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'authorization',
  'cookie',
  'clientSecret',
  'client_secret',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.authorization',
  '*.cookie',
  '*.clientSecret',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
];

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service } });
}

export type { Logger };
