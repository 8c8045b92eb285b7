import pino, { type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context';

/** Keys that must never reach a log line, wherever they sit in an object. */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'authorization',
  'cookie',
  'clientSecret',
  'client_secret',
  'secret',
  // SQL parameters carry whatever a query wrote: password hashes, emails, addresses.
  'parameters',
  'driverError',
  'card',
  'cvc',
];
/**
 * The tax ids an intake seals (an SSN, an ITIN, an EIN before filing), by the keys its forms name
 * them with, and the sealed record itself. An intake nests them under its values, so they are
 * redacted two levels deep too.
 */
const SENSITIVE_KEYS = ['ssn', 'itin', 'ein', 'taxId', 'responsiblePartyTaxId', 'sealed'];
const REDACT = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["stripe-signature"]',
];

/** How far a chain of causes is followed; a cycle or a very long chain stops here. */
const MAX_CAUSES = 3;

/**
 * Errors are logged by what they are, never by what they carried: type, message, code, stack and
 * cause. Whatever else an error holds is dropped — TypeORM's `query`, `parameters` and
 * `driverError` (PostgreSQL's `detail` repeats the failing row, password hash included), an HTTP
 * client's request headers, a payment provider's raw response.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (typeof value === 'string' || value === null || value === undefined) return value;
  if (!(value instanceof Error)) {
    const { message, code } = value as { message?: unknown; code?: unknown };
    return pick({ type: typeof value, message: typeof message === 'string' ? message : undefined, code: scalar(code) });
  }
  const { code, statusCode, status } = value as { code?: unknown; statusCode?: unknown; status?: unknown };
  return pick({
    type: value.constructor?.name || value.name,
    message: value.message,
    code: scalar(code),
    statusCode: scalar(statusCode),
    status: scalar(status),
    stack: value.stack,
    cause: value.cause !== undefined && depth < MAX_CAUSES ? serializeError(value.cause, depth + 1) : undefined,
    errors:
      value instanceof AggregateError && depth < MAX_CAUSES
        ? value.errors.slice(0, 10).map((e) => serializeError(e, depth + 1))
        : undefined,
  });
}

const scalar = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : undefined);
const pick = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      name: service,
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
      base: { service },
      // The job in hand (its order and correlation id) rides on every line; fields given to the call win.
      mixin: () => currentLogContext(),
    },
    destination,
  );
}

export type { Logger };
