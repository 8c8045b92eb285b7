import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createTestDatabase,
  ENTRYPOINTS,
  query,
  ROOT,
  ServiceProcess,
  testEnv,
  waitUntil,
  type TestDatabase,
} from '@filebridge/test-support';

/**
 * Every process we ship, started as production with the development secrets this repository
 * publishes (.env.example): each refuses to start and names every such variable, and the migrate
 * step seeds no admin from them.
 */
const SECRETS = ['JWT_SECRET', 'XSRF_SECRET', 'DATA_KEYS', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'ADMIN_PASSWORD'];

function exampleValues(): Record<string, string> {
  const text = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const values: Record<string, string> = {};
  for (const m of text.matchAll(/^([A-Z_]+)=(\S+)/gm)) values[m[1]!] = m[2]!;
  return values;
}

describe('production refuses the development secrets', () => {
  let db: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const example = exampleValues();
    env = testEnv({
      DATABASE_URL: db.url,
      NODE_ENV: 'production',
      ADMIN_EMAIL: example.ADMIN_EMAIL!,
      ...Object.fromEntries(SECRETS.map((name) => [name, example[name]!])),
    });
  });
  afterAll(() => db.drop());

  it.each(Object.keys(ENTRYPOINTS) as (keyof typeof ENTRYPOINTS)[])('%s exits at start, naming every development secret', async (name) => {
    const p = new ServiceProcess(name, env).start();
    await waitUntil(() => !p.running, 60_000, `${name} to exit`);
    expect(await p.stop()).toBe(1);
    for (const secret of SECRETS) expect(p.output).toContain(`${secret} is a development default`);
  });

  it('the migrate step exits before seeding the dev admin', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'services/seed/dist/main.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('ADMIN_PASSWORD is a development default');
    expect(await query(db.url, `SELECT 1 FROM accounts WHERE lower(email) = lower($1)`, [env.ADMIN_EMAIL])).toEqual([]);
  });
});
