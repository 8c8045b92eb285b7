import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '../../services/platform/src/security/second-factor';

export { totpCode };

/**
 * The admin every test database is seeded with (infra/dev/test-servers.mjs), its second factor
 * enrolled with `totpSecret` so suites compute its codes as an authenticator app would.
 */
export const TEST_ADMIN = {
  email: 'admin@filebridge.test',
  password: 'test-admin-password-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

const STEP_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The last time step used per API, kept in a file every test process shares: the server accepts each
 * step's code once, and the browser workers all sign the one seeded admin in, so a step one worker
 * used must not be offered by another.
 */
const stepFile = (api: string) => sharedFile('admin-step', api);

/** A file in tmpdir every test process against `api` shares. */
export const sharedFile = (name: string, api: string) =>
  path.join(os.tmpdir(), `filebridge-${name}-${createHash('sha256').update(api).digest('hex').slice(0, 16)}`);

/**
 * Runs `claim` holding a lock directory beside `file`, so test processes take turns; a lock older
 * than `staleMs` is from a process that died.
 */
export async function withFileLock<T>(file: string, claim: () => T | Promise<T>, staleMs = 10_000): Promise<T> {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > staleMs)
        rmSync(lock, { recursive: true, force: true });
      await sleep(20);
    }
  }
  try {
    return await claim();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A code the server has not seen yet: this step's, else the next one's (the server accepts one step
 * ahead), else, once both are used, the code of the step after, when its time has come.
 */
export async function freshAdminCode(api: string, secret: string = TEST_ADMIN.totpSecret): Promise<string> {
  const file = stepFile(api);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const picked = await withFileLock(file, () => {
      const last = Number.parseInt(readFileSync(file, { encoding: 'utf8', flag: 'a+' }), 10);
      const pick = Math.max(step, (Number.isNaN(last) ? -1 : last) + 1);
      if (pick > step + 1) return null;
      writeFileSync(file, String(pick));
      return pick;
    });
    if (picked !== null) return totpCode(secret, picked * STEP_MS);
    await sleep((step + 1) * STEP_MS - now + 50);
  }
}
