import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * Every setting the processes read, validated once at boot (STYLE 10–11): a bad or missing value
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

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @Matches(/^https?:\/\/[^/]+$/, { message: 'FRONTEND_ORIGIN must be an origin such as http://localhost:5173' })
  FRONTEND_ORIGIN = 'http://localhost:5173';

  @Matches(/^https?:\/\/[^/]+$/, { message: 'PUBLIC_API_URL must be an origin such as http://localhost:3000' })
  PUBLIC_API_URL = 'http://localhost:3000';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  WORKER_CONCURRENCY = 10;

  @IsOptional()
  @IsString()
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' })
  ADMIN_PASSWORD?: string;

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

  /** Requests per minute per IP for login, signup and newsletter. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 20;

  /** Failed logins on one account (from any IP) before it is locked for LOGIN_LOCK_MINUTES. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_LOCK_MINUTES = 15;

  /** BullMQ key prefix: lets test suites share one Redis without seeing each other's jobs. */
  @IsString()
  QUEUE_PREFIX = 'fb';
}

export type AppConfig = Readonly<Env>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
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
  return Object.freeze(env);
}
