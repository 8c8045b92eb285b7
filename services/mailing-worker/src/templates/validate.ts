import { isOrderStatus, type MailTemplate, type OrderStatus } from '@filebridge/contracts';

/**
 * Thrown when a job's data cannot make a correct mail. Retrying cannot fix it, so the worker can
 * tell it apart from transient SMTP errors (`instanceof`) and fail the job without retries.
 */
export class InvalidMailDataError extends Error {
  override readonly name = 'InvalidMailDataError';
  readonly template: MailTemplate;
  readonly problem: string;
  constructor(template: MailTemplate, problem: string) {
    super(`Invalid data for template ${template}: ${problem}`);
    this.template = template;
    this.problem = problem;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one object of job data field by field. Job data arrives as JSON from the queue, so each
 * accessor checks the shape and names the failing field with its full path (`items[1].amount`).
 */
export class Fields {
  private readonly template: MailTemplate;
  private readonly record: Record<string, unknown>;
  private readonly path: string;

  private constructor(template: MailTemplate, record: Record<string, unknown>, path: string) {
    this.template = template;
    this.record = record;
    this.path = path;
  }

  static of(template: MailTemplate, data: unknown): Fields {
    if (!isRecord(data)) throw new InvalidMailDataError(template, 'data must be an object');
    return new Fields(template, data, '');
  }

  fail(problem: string): never {
    throw new InvalidMailDataError(this.template, problem);
  }

  private name(key: string): string {
    return this.path + key;
  }

  private missing(key: string): never {
    return this.fail(`missing ${this.name(key)}`);
  }

  private invalid(key: string, expected: string): never {
    return this.fail(`invalid ${this.name(key)} (expected ${expected})`);
  }

  private has(key: string): boolean {
    const value = this.record[key];
    return value !== undefined && value !== null && !(typeof value === 'string' && !value.trim());
  }

  /** A non-blank string, trimmed: a blank name or order number is as good as none. */
  string(key: string): string {
    if (!this.has(key)) return this.missing(key);
    const value = this.record[key];
    if (typeof value !== 'string') return this.invalid(key, 'a string');
    return value.trim();
  }

  optionalString(key: string): string | undefined {
    return this.has(key) ? this.string(key) : undefined;
  }

  /** Money is integer cents inside the system; a fraction of a cent means a unit mix-up. */
  cents(key: string): number {
    if (!this.has(key)) return this.missing(key);
    const value = this.record[key];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      return this.invalid(key, 'a non-negative integer amount in cents');
    }
    return value;
  }

  /** An amount in dollars, as the receipt carries it: a non-negative number of whole cents. */
  dollars(key: string): number {
    if (!this.has(key)) return this.missing(key);
    const value = this.record[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
      return this.invalid(key, 'a non-negative amount in dollars with at most two decimals');
    }
    return value;
  }

  positiveInteger(key: string): number {
    if (!this.has(key)) return this.missing(key);
    const value = this.record[key];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      return this.invalid(key, 'a positive integer');
    }
    return value;
  }

  email(key: string): string {
    const value = this.string(key);
    return EMAIL.test(value) ? value : this.invalid(key, 'an email address');
  }

  /** Only absolute http(s) links: a `javascript:` URL in an href would run in some mail clients. */
  url(key: string): string {
    const value = this.string(key);
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return this.invalid(key, 'an absolute http(s) URL');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      return this.invalid(key, 'an absolute http(s) URL');
    }
    return value;
  }

  /** An ISO 8601 date or timestamp (as `Date#toISOString` writes it), kept as the string. */
  isoDate(key: string): string {
    const value = this.string(key);
    return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : this.invalid(key, 'an ISO 8601 date');
  }

  orderStatus(key: string): OrderStatus {
    const value = this.string(key);
    return isOrderStatus(value) ? value : this.invalid(key, 'an order status');
  }

  object(key: string): Fields {
    if (!this.has(key)) return this.missing(key);
    const value = this.record[key];
    if (!isRecord(value)) return this.invalid(key, 'an object');
    return new Fields(this.template, value, `${this.name(key)}.`);
  }

  /** A non-empty list of objects; an empty invoice or list is a producer bug, not a mail. */
  list(key: string): Fields[] {
    if (!this.has(key)) return this.missing(key);
    const value = this.record[key];
    if (!Array.isArray(value) || value.length === 0) return this.invalid(key, 'a non-empty list');
    return value.map((item: unknown, i) => {
      const path = `${this.name(key)}[${i}]`;
      if (!isRecord(item)) return this.fail(`invalid ${path} (expected an object)`);
      return new Fields(this.template, item, `${path}.`);
    });
  }
}
