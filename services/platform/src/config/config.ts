import { isIP } from 'node:net';
import { z } from 'zod';

const ORIGIN = String.raw`https?://[^/,\s]+`;
const ORIGIN_LIST = new RegExp(`^${ORIGIN}(\\s*,\\s*${ORIGIN})*$`);

/** An IPv4 or IPv6 address, or a CIDR range of either (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** `id:base64` with a 32-byte key: one entry of DATA_KEYS. */
const DATA_KEY_ENTRY = /^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=$/;

/** A string matching `pattern`; `message` also says why when the variable is missing. */
const matching = (pattern: RegExp, message: string) => z.string({ error: message }).regex(pattern, message);

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T, message?: string) => {
  const why = message ?? `${name} must be one of the following values: ${values.join(', ')}`;
  return z.enum(values, { error: why });
};

const atLeast = (name: string, min: number) => {
  const why = `${name} must be at least ${min} characters`;
  return z.string({ error: why }).min(min, why);
};

/** A whole number read from its decimal text, within bounds. */
const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: `${name} must be an integer number` })
    .int(`${name} must be an integer number`)
    .min(min, `${name} must not be less than ${min}`)
    .max(max, `${name} must not be greater than ${max}`);

const concurrency = (name: string) => wholeNumber(name, 1, 1000);

/**
 * Every setting the processes read, validated once at boot: a bad or missing value
 * stops the process with a message that names the variable, never a crash deep in the code.
 */
export const envSchema = z
  .object({
    NODE_ENV: oneOf('NODE_ENV', ['development', 'test', 'production']).default('development'),
    DATABASE_URL: matching(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
    REDIS_URL: matching(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL'),
    SMTP_URL: matching(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
    /**
     * The mail server's message API (Mailpit's, e.g. http://mailpit:8025), asked by Message-ID
     * whether a mail of unknown fate was already accepted before it is sent again. Unset, such a
     * mail is sent again under the same Message-ID once its lease runs out.
     */
    MAIL_SERVER_API_URL: matching(
      /^https?:\/\/[^\s]+$/,
      'MAIL_SERVER_API_URL must be an http(s) URL such as http://mailpit:8025',
    ).optional(),
    STRIPE_SECRET_KEY: matching(/^sk_(test|live)_\w+/, 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…'),
    STRIPE_WEBHOOK_SECRET: matching(/^whsec_\w+/, 'STRIPE_WEBHOOK_SECRET must look like whsec_…'),
    /** Set to the stripe-emulator (http://127.0.0.1:12111) to run offline; unset for real Stripe. */
    STRIPE_API_URL: matching(/^https?:\/\/[^/]+$/, 'STRIPE_API_URL must be an origin such as http://127.0.0.1:12111').optional(),
    JWT_SECRET: atLeast('JWT_SECRET', 32),
    XSRF_SECRET: atLeast('XSRF_SECRET', 32),
    /**
     * The keys that wrap the data key of each sealed record (an SSN, an ITIN, an EIN before filing):
     * `id:base64`, comma-separated, the first the one new records are sealed with. A key stays listed
     * while any record sealed with it remains; rotating puts a new key first and rewrites no row.
     * The bff refuses to start without it.
     */
    DATA_KEYS: z
      .string()
      .refine(
        (value) => value.split(',').every((entry) => DATA_KEY_ENTRY.test(entry.trim())),
        'DATA_KEYS must be a comma-separated list of id:key entries, each key 32 random bytes in base64 (openssl rand -base64 32), the current key first',
      )
      .optional(),
    PORT: wholeNumber('PORT', 0, 65535).default(3000),
    /**
     * Every origin the site is served from (CORS allows each with credentials), comma-separated; the
     * first is the public site, which links in mails and pages point at (siteOrigin).
     */
    FRONTEND_ORIGIN: matching(
      ORIGIN_LIST,
      'FRONTEND_ORIGIN must be an origin or a comma-separated list of origins, such as http://localhost:5173,http://127.0.0.1:5173',
    ).default('http://localhost:5173,http://127.0.0.1:5173'),
    PUBLIC_API_URL: matching(/^https?:\/\/[^/]+$/, 'PUBLIC_API_URL must be an origin such as http://localhost:3000').default(
      'http://localhost:3000',
    ),
    LOG_LEVEL: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WORKER_CONCURRENCY: concurrency('WORKER_CONCURRENCY').default(10),
    /** Per-worker concurrency; each falls back to WORKER_CONCURRENCY. */
    ORDER_WORKER_CONCURRENCY: concurrency('ORDER_WORKER_CONCURRENCY').optional(),
    PAYMENT_WEBHOOK_WORKER_CONCURRENCY: concurrency('PAYMENT_WEBHOOK_WORKER_CONCURRENCY').optional(),
    MAILING_WORKER_CONCURRENCY: concurrency('MAILING_WORKER_CONCURRENCY').optional(),
    /**
     * How long a worker's hold on a job lasts before BullMQ counts it stalled and hands it to another
     * worker. Unset keeps BullMQ's default; tests shorten it so a killed worker's job comes back in seconds.
     */
    WORKER_LOCK_DURATION_MS: wholeNumber('WORKER_LOCK_DURATION_MS', 100).optional(),
    ADMIN_EMAIL: z.string().optional(),
    ADMIN_PASSWORD: atLeast('ADMIN_PASSWORD', 12).optional(),
    /**
     * The seeded admin's TOTP secret (base32), for tests that sign in as it and compute its codes.
     * Unset, the admin enrols an authenticator app at first sign-in; production refuses it.
     */
    ADMIN_TOTP_SECRET: matching(/^[A-Z2-7]{16,}$/, 'ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 16 characters').optional(),
    /** Second-factor codes one account may try per 15 minutes; suites that sign in many times raise it. */
    SECOND_FACTOR_CODE_LIMIT: wholeNumber('SECOND_FACTOR_CODE_LIMIT', 1).default(5),
    HOME_SERVICE_SLUG: z.string().default('llc-formation'),
    /** How long a pending order waits before the reconciler asks Stripe about it. */
    RECONCILE_AFTER_MS: wholeNumber('RECONCILE_AFTER_MS', 1000).default(5 * 60 * 1000),
    OUTBOX_POLL_MS: wholeNumber('OUTBOX_POLL_MS', 100).default(1000),
    /**
     * How long the order-worker's outbox relay, standing by for the bff's, lets a commit's wake-up
     * wait before it drains (the bff's relays drain at once); 0 drains at once.
     */
    OUTBOX_STANDBY_DELAY_MS: wholeNumber('OUTBOX_STANDBY_DELAY_MS', 0, 10_000).default(200),
    /**
     * How long the bff holds a payment's success for an unpaid order before queueing it, waiting
     * for the customer's confirmation to settle both in one transaction; 0 queues it at once.
     */
    PAYMENT_EVENT_GRACE_MS: wholeNumber('PAYMENT_EVENT_GRACE_MS', 0, 60_000).default(2000),
    /** Requests per minute per IP, per route, for sign-in, sign-up and the public forms (newsletter, contact, applications). */
    RATE_LIMIT_PER_MINUTE: wholeNumber('RATE_LIMIT_PER_MINUTE', 1).default(20),
    /** State-changing requests per minute per IP, all routes together (the signed Stripe webhook aside). */
    WRITE_RATE_LIMIT_PER_MINUTE: wholeNumber('WRITE_RATE_LIMIT_PER_MINUTE', 1).default(120),
    /** State-changing requests per minute per signed-in account, counted once its token is verified, whatever the IP. */
    ACCOUNT_RATE_LIMIT_PER_MINUTE: wholeNumber('ACCOUNT_RATE_LIMIT_PER_MINUTE', 1).default(60),
    /**
     * Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated. Empty,
     * the default, believes no one, so a client cannot choose the IP its rate limits are counted by.
     */
    TRUSTED_PROXIES: z
      .string()
      .transform((value): readonly string[] => value.split(',').map((entry) => entry.trim()))
      .superRefine((entries, ctx) => {
        const bad = entries.find((entry) => !isAddressOrRange(entry));
        if (bad !== undefined)
          ctx.addIssue({
            code: 'custom',
            message: `TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1; "${bad}" is neither`,
          });
      })
      .default([]),
    /**
     * Failed logins on one account from one address (or one device it signed in from) before that
     * source is held back for LOGIN_LOCK_MINUTES; past as many from devices it never signed in from,
     * whatever their address, each further attempt from such a device waits twice as long as the last.
     */
    LOGIN_MAX_FAILURES: wholeNumber('LOGIN_MAX_FAILURES', 1).default(10),
    LOGIN_LOCK_MINUTES: wholeNumber('LOGIN_LOCK_MINUTES', 1).default(15),
    /** When set, a worker answers /health (alive) and /health/ready (database and Redis answer) on this port. */
    WORKER_HEALTH_PORT: wholeNumber('WORKER_HEALTH_PORT', 1, 65535).optional(),
    /** Where that endpoint listens: every interface by default, so a kubelet or Docker probe can reach it. */
    WORKER_HEALTH_HOST: z.string().default('0.0.0.0'),
    /**
     * How often the order-worker looks for its repeatable maintenance jobs in Redis and declares
     * again any that are gone (a Redis that came back empty has none).
     */
    SCHEDULER_CHECK_MS: wholeNumber('SCHEDULER_CHECK_MS', 100).default(30_000),
    /**
     * How near its day a compliance reminder is put on the reminders queue, as a job delayed until
     * then; the daily scheduling adds each one as it comes this near. More than a day, so no daily run
     * is skipped over: eight days is a week of missed runs before a reminder could go out late. Most
     * reminders are months away, and the queue holds only the next few days' instead of three
     * delayed jobs for every paid order.
     */
    REMINDER_QUEUE_AHEAD_DAYS: wholeNumber('REMINDER_QUEUE_AHEAD_DAYS', 2).default(8),
    /** BullMQ key prefix: lets test suites share one Redis without seeing each other's jobs. */
    QUEUE_PREFIX: z.string().default('fb'),
    /**
     * Where the bytes of an order's documents live: a folder on this machine (`local`, for `npm start`
     * and tests) or an S3-compatible bucket (`s3`, production, where pods come and go).
     */
    STORAGE_DRIVER: oneOf('STORAGE_DRIVER', ['local', 's3'], 'STORAGE_DRIVER must be local or s3').default('local'),
    /** The folder of the `local` driver; relative paths start at the working directory. */
    STORAGE_DIR: z.string().default('.data/documents'),
    /** Checked only with STORAGE_DRIVER=s3, below. */
    S3_BUCKET: z.string().optional(),
    S3_REGION: matching(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'S3_REGION must be a region such as us-east-1').default('us-east-1'),
    /** An S3-compatible service other than AWS (MinIO, R2, a test server); unset for AWS itself. */
    S3_ENDPOINT: matching(/^https?:\/\/[^\s/]+$/, 'S3_ENDPOINT must be an origin such as https://minio.internal:9000').optional(),
    /** Unset, the SDK finds credentials itself (an IAM role for the pod, the instance profile). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    /** Required with S3_ACCESS_KEY_ID, below. */
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Most S3-compatible services other than AWS address buckets by path, not by host name. */
    S3_FORCE_PATH_STYLE: oneOf('S3_FORCE_PATH_STYLE', ['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false')
      .transform((value) => value === 'true')
      .default(false),
  })
  .superRefine(
    (env, ctx) => {
      if (env.STORAGE_DRIVER === 's3' && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET ?? ''))
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: 'S3_BUCKET must be a bucket name such as filebridge-documents (required when STORAGE_DRIVER=s3)',
        });
      if (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_SECRET_ACCESS_KEY'],
          message: 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
        });
    },
    // Checked alongside every other setting, so one start-up names every problem at once.
    { when: () => true },
  );

export type Env = z.output<typeof envSchema>;
export type AppConfig = Readonly<Env>;

/** The settings that give one worker its own concurrency. */
export type WorkerConcurrencySetting = 'ORDER_WORKER_CONCURRENCY' | 'PAYMENT_WEBHOOK_WORKER_CONCURRENCY' | 'MAILING_WORKER_CONCURRENCY';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Every secret the settings hold, with the shortest value production accepts. A value shorter than
 * this is guessable, or a placeholder someone meant to replace.
 */
export const SECRET_MIN_LENGTH = {
  JWT_SECRET: 32,
  XSRF_SECRET: 32,
  DATA_KEYS: 40,
  STRIPE_SECRET_KEY: 32,
  STRIPE_WEBHOOK_SECRET: 32,
  ADMIN_PASSWORD: 12,
  S3_SECRET_ACCESS_KEY: 16,
} as const satisfies Partial<Record<keyof Env, number>>;

/** Secrets only tests set: production refuses any value, so none needs a minimum length. */
export const TEST_ONLY_SECRETS = ['ADMIN_TOTP_SECRET'] as const satisfies readonly (keyof Env)[];

/**
 * The secret values this repository publishes for local runs, tests and the development cluster:
 * anyone can read them, so a production process holding one is as good as unlocked.
 */
export const DEVELOPMENT_SECRETS: ReadonlySet<string> = new Set([
  'filebridge-local-jwt-secret-not-for-production',
  'filebridge-local-xsrf-secret-not-for-production',
  'filebridge-dev-jwt-secret-not-for-production',
  'filebridge-dev-xsrf-secret-not-for-production',
  'filebridge-test-jwt-secret-0123456789abcdef',
  'filebridge-test-xsrf-secret-0123456789abcdef',
  'local:dqrGwfd0n/joAtcFtegrVE4l3Graqhnnizqj2IF31+A=',
  'dev:yr1HxMwx8CQJUTi6bjdWpVT8Qjj0OliHONByOvcfonQ=',
  'test:bCNyT0fuGXUG1IoGU67glNM7JRx2UJMkU4Lf7a4SHK4=',
  'sk_test_filebridge_local',
  'sk_test_filebridge_dev',
  'sk_test_filebridge_tests',
  'whsec_filebridge_local',
  'whsec_filebridge_dev',
  'whsec_filebridge_tests',
  'filebridge-dev-admin',
  'test-admin-password-1',
  'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  'filebridge-dev-s3-secret-not-for-production',
]);

/**
 * In production, each secret that is a published development value or shorter than its minimum,
 * named; elsewhere nothing. The seed step runs this too, so the dev admin is never created there.
 */
export function productionSecretProblems(source: NodeJS.ProcessEnv): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const testOnly = TEST_ONLY_SECRETS.filter((name) => source[name]).map(
    (name) => `${name} is for tests: in production the admin sets up an authenticator app at first sign-in`,
  );
  return [...testOnly, ...lengthAndDefaultProblems(source)];
}

function lengthAndDefaultProblems(source: NodeJS.ProcessEnv): string[] {
  return Object.entries(SECRET_MIN_LENGTH).flatMap(([name, min]) => {
    const value = source[name];
    if (value === undefined || value === '') return [];
    if (DEVELOPMENT_SECRETS.has(value))
      return [`${name} is a development default published with the code; set a secret of your own in production`];
    if (value.length < min) return [`${name} must be at least ${min} characters in production`];
    return [];
  });
}

/** Throws a ConfigError naming every secret production must not start with. */
export function assertProductionSecrets(source: NodeJS.ProcessEnv): void {
  const problems = productionSecretProblems(source);
  if (problems.length) throw new ConfigError(problems);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(describeProblems(parsed.error, source));
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD are required in production']);
  }
  assertProductionSecrets(source);
  return Object.freeze(env);
}

/** One problem per variable, in the order the settings are declared, each naming the variable. */
function describeProblems(error: z.ZodError, source: NodeJS.ProcessEnv): string[] {
  const why = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0]);
    if (!why.has(name)) why.set(name, issue.message);
  }
  return Object.keys(envSchema.shape).flatMap((name) => {
    const reason = why.get(name);
    if (reason === undefined) return [];
    const given = source[name];
    return [given === undefined || given === '' ? `${name} is missing (${reason})` : `${name}: ${reason}`];
  });
}

/** The origins FRONTEND_ORIGIN lists, in order. */
export function frontendOrigins(config: Pick<AppConfig, 'FRONTEND_ORIGIN'>): string[] {
  return config.FRONTEND_ORIGIN.split(',').map((o) => o.trim());
}

/** The public site's origin: the first FRONTEND_ORIGIN entry, the one links are built from. */
export function siteOrigin(config: Pick<AppConfig, 'FRONTEND_ORIGIN'>): string {
  return frontendOrigins(config)[0]!;
}
