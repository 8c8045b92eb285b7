import { ConfigError, loadConfig } from './config';

const valid = {
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  REDIS_URL: 'redis://localhost:6379',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  JWT_SECRET: 'x'.repeat(32),
  XSRF_SECRET: 'y'.repeat(32),
};

const problems = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env as NodeJS.ProcessEnv);
  } catch (e) {
    return (e as ConfigError).problems;
  }
  return [];
};

describe('loadConfig', () => {
  it('accepts a complete environment and fills in defaults', () => {
    const c = loadConfig(valid);
    expect(c.PORT).toBe(3000);
    expect(c.FRONTEND_ORIGIN).toBe('http://localhost:5173');
    expect(c.WORKER_CONCURRENCY).toBe(10);
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('names each missing variable', () => {
    const p = problems({ ...valid, DATABASE_URL: undefined, REDIS_URL: '' });
    expect(p).toEqual(
      expect.arrayContaining([expect.stringMatching(/^DATABASE_URL is missing/), expect.stringMatching(/^REDIS_URL is missing/)]),
    );
  });

  it('names an invalid variable and says what it should be', () => {
    expect(problems({ ...valid, STRIPE_SECRET_KEY: 'pk_test_oops' })).toEqual([
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…',
    ]);
    expect(problems({ ...valid, PORT: 'eighty' })[0]).toMatch(/^PORT:/);
    expect(problems({ ...valid, JWT_SECRET: 'short' })).toEqual(['JWT_SECRET: JWT_SECRET must be at least 32 characters']);
  });

  it('throws a ConfigError whose message lists every problem', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/DATABASE_URL is missing[\s\S]*STRIPE_WEBHOOK_SECRET is missing/);
  });

  it('requires the admin credentials in production', () => {
    expect(problems({ ...valid, NODE_ENV: 'production' })).toEqual(['ADMIN_EMAIL and ADMIN_PASSWORD are required in production']);
    expect(problems({ ...valid, NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'long-enough-password' })).toEqual([]);
  });
});
