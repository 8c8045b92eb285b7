import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigError,
  DEVELOPMENT_SECRETS,
  envSchema,
  frontendOrigins,
  loadConfig,
  SECRET_MIN_LENGTH,
  siteOrigin,
  TEST_ONLY_SECRETS,
} from './config';

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
    const ownSecrets = { STRIPE_SECRET_KEY: `sk_live_${'k'.repeat(40)}`, STRIPE_WEBHOOK_SECRET: `whsec_${'w'.repeat(32)}` };
    expect(
      problems({ ...valid, ...ownSecrets, NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'long-enough-password' }),
    ).toEqual([]);
  });

  it('reads DATA_KEYS as id:key entries of 32-byte keys, refusing anything else', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...valid, DATA_KEYS: `k2:${key}, k1:${key}` }).DATA_KEYS).toBe(`k2:${key}, k1:${key}`);
    for (const bad of [key, `k1:${Buffer.alloc(16).toString('base64')}`, `k1:${key},oops`])
      expect(problems({ ...valid, DATA_KEYS: bad })[0]).toMatch(/^DATA_KEYS: DATA_KEYS must be a comma-separated list of id:key entries/);
  });

  describe('secrets in production', () => {
    const production = {
      ...valid,
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: `sk_live_${'k'.repeat(40)}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${'w'.repeat(32)}`,
      ADMIN_EMAIL: 'a@b.co',
      ADMIN_PASSWORD: 'long-enough-password',
    };

    it('starts with secrets of its own', () => {
      expect(problems(production)).toEqual([]);
    });

    it('refuses a seeded admin second factor: the production admin sets up an authenticator app itself', () => {
      expect(problems({ ...production, ADMIN_TOTP_SECRET: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' })).toEqual([
        'ADMIN_TOTP_SECRET is for tests: in production the admin sets up an authenticator app at first sign-in',
      ]);
    });

    it('refuses the development values, naming each variable', () => {
      const dev = {
        ...production,
        JWT_SECRET: 'filebridge-local-jwt-secret-not-for-production',
        XSRF_SECRET: 'filebridge-local-xsrf-secret-not-for-production',
        DATA_KEYS: 'local:dqrGwfd0n/joAtcFtegrVE4l3Graqhnnizqj2IF31+A=',
        STRIPE_SECRET_KEY: 'sk_test_filebridge_local',
        STRIPE_WEBHOOK_SECRET: 'whsec_filebridge_local',
        ADMIN_PASSWORD: 'filebridge-dev-admin',
        S3_SECRET_ACCESS_KEY: 'filebridge-dev-s3-secret-not-for-production',
      };
      expect(problems(dev)).toEqual(
        Object.keys(SECRET_MIN_LENGTH).map(
          (name) => `${name} is a development default published with the code; set a secret of your own in production`,
        ),
      );
      // The same values are fine where they belong.
      expect(problems({ ...dev, NODE_ENV: 'development' })).toEqual([]);
    });

    it('refuses a secret shorter than its minimum, naming it', () => {
      expect(problems({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_short' })).toEqual([
        'STRIPE_WEBHOOK_SECRET must be at least 32 characters in production',
      ]);
      expect(problems({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc' })).toEqual([
        'STRIPE_SECRET_KEY must be at least 32 characters in production',
      ]);
    });

    it('knows every secret the settings hold', () => {
      const settings = Object.keys(envSchema.shape);
      const secretLooking = new Set(settings.filter((k) => /SECRET|PASSWORD|TOKEN|_KEYS?$/.test(k)));
      expect([...secretLooking].sort()).toEqual([...Object.keys(SECRET_MIN_LENGTH), ...TEST_ONLY_SECRETS].sort());
    });

    // Wherever the repository writes a value for a secret (local defaults, the dev cluster, tests,
    // examples), production must refuse it: a new default written anywhere fails here until listed.
    it.each([
      '.env.example',
      'infra/dev/env.mjs',
      'infra/dev/test-servers.mjs',
      'infra/k8s/overlays/dev/kustomization.yaml',
      'tests/support/env.ts',
      'tests/reliability/pipeline-fixture.ts',
      'services/seed/src/seed.ts',
    ])('refuses every secret value written in %s', (file) => {
      const text = readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8');
      const names = [...Object.keys(SECRET_MIN_LENGTH), ...TEST_ONLY_SECRETS, 'WEBHOOK_SECRET', 'DEV_ADMIN'];
      const written = text
        .split('\n')
        .filter((line) => names.some((n) => line.includes(n)))
        .flatMap((line) =>
          [...line.matchAll(/'([^'\s]+)'(?!\s*:)|\b[A-Z_]+=([^\s#]+)|password: '([^']+)'/g)].map((m) => m[1] ?? m[2] ?? m[3]!),
        )
        .filter((v) => !/^[A-Z_]+$/.test(v) && !v.includes('@') && !v.startsWith('http'));
      expect(written.length).toBeGreaterThan(0);
      expect(written.filter((v) => !DEVELOPMENT_SECRETS.has(v))).toEqual([]);
    });
  });

  it('keeps documents on local disk unless told to use an S3 bucket, which must then be named', () => {
    expect(loadConfig(valid)).toMatchObject({ STORAGE_DRIVER: 'local', STORAGE_DIR: '.data/documents', S3_FORCE_PATH_STYLE: false });
    expect(problems({ ...valid, STORAGE_DRIVER: 's3' })[0]).toMatch(/^S3_BUCKET is missing/);
    expect(problems({ ...valid, STORAGE_DRIVER: 'ftp' })[0]).toMatch(/^STORAGE_DRIVER: /);
    expect(problems({ ...valid, STORAGE_DRIVER: 's3', S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'AKIA' })[0]).toMatch(/^S3_SECRET_ACCESS_KEY/);
    const s3 = loadConfig({
      ...valid,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({ S3_BUCKET: 'docs', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(problems({ ...valid, S3_ENDPOINT: 'minio' })[0]).toMatch(/^S3_ENDPOINT: /);
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
