// A jest run started on its own (`npx nx test bff`, `npx jest bff`) obtains the test servers and
// the template database itself, the first time a project that needs them has a suite to run.
// Under `npm test` they are already in the environment and nothing is done.
import { provisionTestServers } from '../../infra/dev/test-servers.mjs';

export default async function provisionOnce() {
  if (process.env.TEST_PG_SERVER_URL) return;
  const { env, release } = await provisionTestServers({ log: (m) => console.log(`test-support │ ${m}`) });
  Object.assign(process.env, env);
  globalThis.releaseTestServers = release;
}
