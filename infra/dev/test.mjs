// `npm test`: every correctness suite against real PostgreSQL and Redis obtained as `npm start` does,
// but on their own databases, ports and data folders, never the dev data.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DependencyError, ROOT } from './deps.mjs';
import { build } from './processes.mjs';
import { provisionTestServers } from './test-servers.mjs';

const log = (m) => console.log(`\x1b[1mtest\x1b[0m │ ${m}`);
const results = { passed: 0, failed: 0 };

/**
 * Runs a stage and resolves with whether it passed. Never synchronously: this process owns the
 * embedded PostgreSQL and reads its log pipe, and a blocked event loop lets that pipe fill until
 * every PostgreSQL process that logs (the checkpointer behind each DROP DATABASE first) stops.
 */
function run(name, args, env, cwd = ROOT) {
  log(`${name}…`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

function count(file, read) {
  if (!existsSync(file)) return;
  const r = read(JSON.parse(readFileSync(file, 'utf8')));
  results.passed += r.passed;
  results.failed += r.failed;
  rmSync(file);
}

async function main() {
  build(log);
  const STAGES = ['jest', 'vitest', 'e2e', 'soak'];
  const chosen = process.argv.slice(2).filter((a) => STAGES.includes(a));
  // The soak measures endurance, not correctness of a change: it runs only when asked (`npm run soak`).
  const only = chosen.length ? chosen : ['jest', 'vitest', 'e2e'];
  // Anything else on the command line narrows a stage: `npm test -- jest bff/src/health`,
  // `npm test -- e2e specs/admin.spec.ts`.
  const filters = process.argv.slice(2).filter((a) => !STAGES.includes(a));
  const e2eFilters = filters.filter((a) => a.startsWith('specs/'));
  const jestFilters = filters.filter((a) => !a.startsWith('specs/'));
  const { env, release } = await provisionTestServers({ log });
  let ok = true;
  try {
    const jestOut = path.join(ROOT, '.data/jest-results.json');
    const jest = async (name, projects) => {
      ok =
        (await run(
          name,
          // The project option takes every word after it: the path filters go before it.
          [
            path.join(ROOT, 'node_modules/jest/bin/jest.js'),
            '--maxWorkers=2',
            '--json',
            `--outputFile=${jestOut}`,
            ...jestFilters,
            ...projects,
          ],
          env,
        )) && ok;
      count(jestOut, (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0) }));
    };
    if (only.includes('jest')) await jest('jest (contracts, platform, services, bff, reliability)', ['--ignoreProjects', 'load']);
    if (only.includes('soak')) await jest('soak (tests/load)', ['--selectProjects', 'load']);
    const vitestOut = path.join(ROOT, '.data/vitest-results.json');
    if (only.includes('vitest')) {
      ok =
        (await run(
          'vitest (frontend)',
          [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestOut}`],
          {},
          path.join(ROOT, 'frontend'),
        )) && ok;
      count(vitestOut, (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests }));
    }
    if (only.includes('e2e')) {
      const e2eOut = path.join(ROOT, '.data/e2e-results.json');
      ok = (await run('end-to-end (Playwright, Chromium)', [path.join(ROOT, 'tests/e2e/run.mjs'), e2eOut, ...e2eFilters], env)) && ok;
      count(e2eOut, (j) => j);
    }
  } finally {
    await release();
  }
  console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
  process.exit(ok && results.failed === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err instanceof DependencyError ? err.message : err);
  process.exit(1);
});
