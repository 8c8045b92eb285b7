import { z } from 'zod';
import { isOrderStatus, type OrderStatus } from '../order-state';

/**
 * Field rules for job payloads. Jobs arrive as JSON from the queue, so every field says what it
 * expected; `jobProblem` turns the first failure into one sentence naming the field by its full
 * path (`items[1].amount`).
 */
const MISSING = 'missing';
const expected = (what: string) => `expected ${what}`;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
const issueMessage = (what: string) => (issue: { input?: unknown }) => (blank(issue.input) ? MISSING : expected(what));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A non-blank string, trimmed: a blank name or order number is as good as none. */
export const text = () =>
  z
    .string({ error: issueMessage('a string') })
    .trim()
    .min(1, { error: MISSING });

/** Absent, null or blank all mean "not given". */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.optional()).optional();

export const email = () => text().regex(EMAIL, { error: expected('an email address') });

/** Only absolute http(s) links: a `javascript:` URL in an href would run in some mail clients. */
export const httpUrl = () => text().pipe(z.url({ protocol: /^https?$/, error: expected('an absolute http(s) URL') }));

/** An ISO 8601 date or timestamp (as `Date#toISOString` writes it), kept as the string. */
export const isoDate = () =>
  text().refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)), { error: expected('an ISO 8601 date') });

/** Money is integer cents inside the system; a fraction of a cent means a unit mix-up. */
export const cents = () =>
  z
    .number({ error: issueMessage('a non-negative integer amount in cents') })
    .int({ error: expected('a non-negative integer amount in cents') })
    .min(0, { error: expected('a non-negative integer amount in cents') })
    .max(Number.MAX_SAFE_INTEGER, { error: expected('a non-negative integer amount in cents') });

export const positiveInteger = () =>
  z
    .number({ error: issueMessage('a positive integer') })
    .int({ error: expected('a positive integer') })
    .positive({ error: expected('a positive integer') })
    .max(Number.MAX_SAFE_INTEGER, { error: expected('a positive integer') });

export const orderStatus = () =>
  text().refine((value): value is OrderStatus => isOrderStatus(value), { error: expected('an order status') }) as unknown as z.ZodType<
    OrderStatus,
    string
  >;

export const record = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: issueMessage('an object') });

/** A non-empty list; an empty invoice or list is a producer bug, not a mail. */
export const nonEmptyList = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: issueMessage('a non-empty list') }).min(1, { error: expected('a non-empty list') });

/** A flag that is set only when true: anything else leaves it out. */
export const flag = () => z.preprocess((v) => (v === true ? true : undefined), z.literal(true).optional()).optional();

const pathOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');

/** One sentence naming the first field that failed, e.g. `invalid items[1].amount (expected …)`. */
export function jobProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid data';
  const name = pathOf(issue.path);
  if (!name) return issue.message === MISSING || issue.message.startsWith('expected ') ? 'data must be an object' : issue.message;
  if (issue.message === MISSING) return `missing ${name}`;
  if (issue.message.startsWith('expected ')) return `invalid ${name} (${issue.message})`;
  return `invalid ${name}: ${issue.message}`;
}
