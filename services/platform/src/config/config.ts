import 'reflect-metadata';
import { isIP } from 'node:net';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  validateSync,
} from 'class-validator';

const ORIGIN = String.raw`https?://[^/,\s]+`;
const ORIGIN_LIST = new RegExp(`^${ORIGIN}(\\s*,\\s*${ORIGIN})*$`);

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toList = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((entry) => entry.trim()) : value);

/** An IPv4 or IPv6 address, or a CIDR range of either (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** `id:base64` with a 32-byte key: one entry of DATA_KEYS. */
const DATA_KEY_ENTRY = /^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=$/;

const IsDataKeyList = () =>
  ValidateBy({
    name: 'isDataKeyList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.split(',').every((entry) => DATA_KEY_ENTRY.test(entry.trim())),
      defaultMessage: () =>
        'DATA_KEYS must be a comma-separated list of id:key entries, each key 32 random bytes in base64 (openssl rand -base64 32), the current key first',
    },
  });

const IsAddressList = () =>
  ValidateBy({
    name: 'isAddressList',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((entry) => typeof entry === 'string' && isAddressOrRange(entry)),
      defaultMessage: (args) => {
        const bad = Array.isArray(args?.value) ? args.value.find((entry: string) => !isAddressOrRange(entry)) : args?.value;
        return `TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1; "${bad}" is neither`;
      },
    },
  });

/**
 * Every setting the processes read, validated once at boot: a bad or missing value
 * stops the process with a message that names the variable, never a crash deep in the code.
 */
export class Env {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL!: string;

  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /**
   * The mail server's message API (Mailpit's, e.g. http://mailpit:8025), asked by Message-ID
   * whether a mail of unknown fate was already accepted before it is sent again. Unset, such a
   * mail is sent again under the same Message-ID once its lease runs out.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'MAIL_SERVER_API_URL must be an http(s) URL such as http://mailpit:8025' })
  MAIL_SERVER_API_URL?: string;

  @Matches(/^sk_(test|live)_\w+/, { message: 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…' })
  STRIPE_SECRET_KEY!: string;

  @Matches(/^whsec_\w+/, { message: 'STRIPE_WEBHOOK_SECRET must look like whsec_…' })
  STRIPE_WEBHOOK_SECRET!: string;

  /** Set to the stripe-emulator (http://127.0.0.1:12111) to run offline; unset for real Stripe. */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+$/, { message: 'STRIPE_API_URL must be an origin such as http://127.0.0.1:12111' })
  STRIPE_API_URL?: string;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET!: string;

  @IsString()
  @MinLength(32, { message: 'XSRF_SECRET must be at least 32 characters' })
  XSRF_SECRET!: string;

  /**
   * The keys that wrap the data key of each sealed record (an SSN, an ITIN, an EIN before filing):
   * `id:base64`, comma-separated, the first the one new records are sealed with. A key stays listed
   * while any record sealed with it remains; rotating puts a new key first and rewrites no row.
   * The bff refuses to start without it.
   */
  @IsOptional()
  @IsDataKeyList()
  DATA_KEYS?: string;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * Every origin the site is served from (CORS allows each with credentials), comma-separated; the
   * first is the public site, which links in mails and pages point at (siteOrigin).
   */
  @Matches(ORIGIN_LIST, {
    message: 'FRONTEND_ORIGIN must be an origin or a comma-separated list of origins, such as http://localhost:5173,http://127.0.0.1:5173',
  })
  FRONTEND_ORIGIN = 'http://localhost:5173,http://127.0.0.1:5173';

  @Matches(/^https?:\/\/[^/]+$/, { message: 'PUBLIC_API_URL must be an origin such as http://localhost:3000' })
  PUBLIC_API_URL = 'http://localhost:3000';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  WORKER_CONCURRENCY = 10;

  /** Per-worker concurrency; each falls back to WORKER_CONCURRENCY. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  ORDER_WORKER_CONCURRENCY?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  PAYMENT_WEBHOOK_WORKER_CONCURRENCY?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  MAILING_WORKER_CONCURRENCY?: number;

  /**
   * How long a worker's hold on a job lasts before BullMQ counts it stalled and hands it to another
   * worker. Unset keeps BullMQ's default; tests shorten it so a killed worker's job comes back in seconds.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  WORKER_LOCK_DURATION_MS?: number;

  @IsOptional()
  @IsString()
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' })
  ADMIN_PASSWORD?: string;

  /**
   * The seeded admin's TOTP secret (base32), for tests that sign in as it and compute its codes.
   * Unset, the admin enrols an authenticator app at first sign-in; production refuses it.
   */
  @IsOptional()
  @Matches(/^[A-Z2-7]{16,}$/, { message: 'ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 16 characters' })
  ADMIN_TOTP_SECRET?: string;

  /** Second-factor codes one account may try per 15 minutes; suites that sign in many times raise it. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SECOND_FACTOR_CODE_LIMIT = 5;

  @IsString()
  HOME_SERVICE_SLUG = 'llc-formation';

  /** How long a pending order waits before the reconciler asks Stripe about it. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  RECONCILE_AFTER_MS = 5 * 60 * 1000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  OUTBOX_POLL_MS = 1000;

  /** Requests per minute per IP, per route, for sign-in, sign-up and the public forms (newsletter, contact, applications). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 20;

  /** State-changing requests per minute per IP, all routes together (the signed Stripe webhook aside). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WRITE_RATE_LIMIT_PER_MINUTE = 120;

  /** State-changing requests per minute per signed-in account, counted once its token is verified, whatever the IP. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCOUNT_RATE_LIMIT_PER_MINUTE = 60;

  /**
   * Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated. Empty,
   * the default, believes no one, so a client cannot choose the IP its rate limits are counted by.
   */
  @Transform(toList)
  @IsAddressList()
  TRUSTED_PROXIES: readonly string[] = [];

  /**
   * Failed logins on one account from one address (or one device it signed in from) before that
   * source is held back for LOGIN_LOCK_MINUTES; past as many from devices it never signed in from,
   * whatever their address, each further attempt from such a device waits twice as long as the last.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_LOCK_MINUTES = 15;

  /** When set, a worker answers /health (alive) and /health/ready (database and Redis answer) on this port. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  WORKER_HEALTH_PORT?: number;

  /** Where that endpoint listens: every interface by default, so a kubelet or Docker probe can reach it. */
  @IsString()
  WORKER_HEALTH_HOST = '0.0.0.0';

  /**
   * How often the order-worker looks for its repeatable maintenance jobs in Redis and declares
   * again any that are gone (a Redis that came back empty has none).
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  SCHEDULER_CHECK_MS = 30_000;

  /** BullMQ key prefix: lets test suites share one Redis without seeing each other's jobs. */
  @IsString()
  QUEUE_PREFIX = 'fb';

  /**
   * Where the bytes of an order's documents live: a folder on this machine (`local`, for `npm start`
   * and tests) or an S3-compatible bucket (`s3`, production, where pods come and go).
   */
  @IsIn(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** The folder of the `local` driver; relative paths start at the working directory. */
  @IsString()
  STORAGE_DIR = '.data/documents';

  @ValidateIf((env: Env) => env.STORAGE_DRIVER === 's3')
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET must be a bucket name such as filebridge-documents (required when STORAGE_DRIVER=s3)',
  })
  S3_BUCKET?: string;

  @Matches(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: 'S3_REGION must be a region such as us-east-1' })
  S3_REGION = 'us-east-1';

  /** An S3-compatible service other than AWS (MinIO, R2, a test server); unset for AWS itself. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+$/, { message: 'S3_ENDPOINT must be an origin such as https://minio.internal:9000' })
  S3_ENDPOINT?: string;

  /** Unset, the SDK finds credentials itself (an IAM role for the pod, the instance profile). */
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((env: Env) => env.S3_ACCESS_KEY_ID !== undefined)
  @IsString({ message: 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set' })
  S3_SECRET_ACCESS_KEY?: string;

  /** Most S3-compatible services other than AWS address buckets by path, not by host name. */
  @Transform(({ value }: { value: unknown }) =>
    value === undefined ? undefined : value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE = false;
}

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
  const env = plainToInstance(Env, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length) {
    throw new ConfigError(
      errors.map((e) => {
        const given = source[e.property];
        const why = Object.values(e.constraints ?? {})[0] ?? 'is invalid';
        return given === undefined || given === '' ? `${e.property} is missing (${why})` : `${e.property}: ${why}`;
      }),
    );
  }
  if (env.NODE_ENV === 'production' && (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD are required in production']);
  }
  assertProductionSecrets(source);
  return Object.freeze(env);
}

/** The origins FRONTEND_ORIGIN lists, in order. */
export function frontendOrigins(config: Pick<AppConfig, 'FRONTEND_ORIGIN'>): string[] {
  return config.FRONTEND_ORIGIN.split(',').map((o) => o.trim());
}

/** The public site's origin: the first FRONTEND_ORIGIN entry, the one links are built from. */
export function siteOrigin(config: Pick<AppConfig, 'FRONTEND_ORIGIN'>): string {
  return frontendOrigins(config)[0]!;
}
