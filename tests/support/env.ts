import { testRedisUrl, uniquePrefix } from './redis';

/** A complete, valid environment for a bff or worker under test; override what the test needs. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: uniquePrefix(),
    SMTP_URL: 'smtp://127.0.0.1:1',
    STRIPE_SECRET_KEY: 'sk_test_filebridge_tests',
    STRIPE_WEBHOOK_SECRET: 'whsec_filebridge_tests',
    STRIPE_API_URL: 'http://127.0.0.1:1',
    JWT_SECRET: 'filebridge-test-jwt-secret-0123456789abcdef',
    XSRF_SECRET: 'filebridge-test-xsrf-secret-0123456789abcdef',
    DATA_KEYS: 'test:bCNyT0fuGXUG1IoGU67glNM7JRx2UJMkU4Lf7a4SHK4=',
    PORT: '0',
    FRONTEND_ORIGIN: 'http://localhost:5173',
    PUBLIC_API_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000',
    // Suites send many writes from one address and one account; those that test the limits lower them.
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '100000',
    // Suites sign the test admin in many times, each with a second-factor code.
    SECOND_FACTOR_CODE_LIMIT: '1000',
    OUTBOX_POLL_MS: '250',
    ...overrides,
  };
}

/** Runs `fn` with process.env set to `env`, for building an app in-process. */
export async function withEnv<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}
