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

/** The last time step this process used per API, since the server accepts each step's code once. */
const lastStep = new Map<string, number>();

/**
 * A code the server has not seen yet: this step's, else the next one's (the server accepts one step
 * ahead), else, once both are used, the code of the step after, when its time has come.
 */
export async function freshAdminCode(api: string, secret: string = TEST_ADMIN.totpSecret): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const pick = Math.max(step, (lastStep.get(api) ?? -1) + 1);
    if (pick <= step + 1) {
      lastStep.set(api, pick);
      return totpCode(secret, pick * STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 50));
  }
}
