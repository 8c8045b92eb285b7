import { ConfigError, frontendOrigins, loadConfig, siteOrigin } from './config';

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
    expect(frontendOrigins(c)).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(c.WORKER_CONCURRENCY).toBe(10);
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('validates the worker settings: per-worker concurrency and the job lock', () => {
    const c = loadConfig({ ...valid, ORDER_WORKER_CONCURRENCY: '4', WORKER_LOCK_DURATION_MS: '2000' });
    expect(c.ORDER_WORKER_CONCURRENCY).toBe(4);
    expect(c.MAILING_WORKER_CONCURRENCY).toBeUndefined();
    expect(c.WORKER_LOCK_DURATION_MS).toBe(2000);
    expect(problems({ ...valid, MAILING_WORKER_CONCURRENCY: '0' })[0]).toMatch(/^MAILING_WORKER_CONCURRENCY: /);
    expect(problems({ ...valid, WORKER_LOCK_DURATION_MS: 'soon' })[0]).toMatch(/^WORKER_LOCK_DURATION_MS: /);
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

  it('trusts no proxy unless TRUSTED_PROXIES lists addresses or CIDR ranges', () => {
    expect(loadConfig(valid).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ ...valid, TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1,::1 , fd00::/8' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['uniquelocal', '10.0.0.0/33', '10.0.0.300', '127.0.0.1,,10.0.0.1', 'fd00::/129', '10.0.0.0/8/8'])
      expect(problems({ ...valid, TRUSTED_PROXIES: bad })).toEqual([expect.stringMatching(/^TRUSTED_PROXIES: TRUSTED_PROXIES must be/)]);
  });

  it('limits writes per IP and per account by default', () => {
    const c = loadConfig(valid);
    expect(c.WRITE_RATE_LIMIT_PER_MINUTE).toBeGreaterThan(c.RATE_LIMIT_PER_MINUTE);
    expect(c.ACCOUNT_RATE_LIMIT_PER_MINUTE).toBeGreaterThan(0);
    expect(problems({ ...valid, WRITE_RATE_LIMIT_PER_MINUTE: '0' })[0]).toMatch(/^WRITE_RATE_LIMIT_PER_MINUTE:/);
  });

  it('takes FRONTEND_ORIGIN as a list of origins, the first being the public site', () => {
    const c = loadConfig({ ...valid, FRONTEND_ORIGIN: 'https://filebridge.example, https://www.filebridge.example' });
    expect(frontendOrigins(c)).toEqual(['https://filebridge.example', 'https://www.filebridge.example']);
    expect(siteOrigin(c)).toBe('https://filebridge.example');
    expect(siteOrigin(loadConfig({ ...valid, FRONTEND_ORIGIN: 'http://localhost:8080' }))).toBe('http://localhost:8080');
  });

  it('rejects a FRONTEND_ORIGIN entry that is not an origin', () => {
    for (const bad of ['localhost:5173', 'http://localhost:5173/', 'http://a.example,', 'http://a.example,/x', 'http://a.example/app']) {
      expect(problems({ ...valid, FRONTEND_ORIGIN: bad })).toEqual([
        expect.stringMatching(/^FRONTEND_ORIGIN: .*comma-separated list of origins/),
      ]);
    }
  });
});
