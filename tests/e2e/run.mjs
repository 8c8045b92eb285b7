// Starts the stack, runs the Playwright suites against it, writes `{ passed, failed }` for npm test.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../infra/dev/deps.mjs';
import { ensureChromium } from './chromium.mjs';
import { startStack } from './stack.mjs';

const resultsFile = process.argv[2];
ensureChromium();
const stack = await startStack({ quiet: !process.env.E2E_VERBOSE });
const totals = { passed: 0, failed: 0 };
let status = 0;
try {
  for (const project of ['customer', 'admin']) {
    const reportFile = path.join(ROOT, `.data/playwright-report-${project}.json`);
    rmSync(reportFile, { force: true });
    // Asynchronous on purpose: the mail catcher runs in this process and must keep answering.
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'tests/e2e/playwright.config.ts',
        '--project',
        project,
        // A file filter may name specs of one project only.
        '--pass-with-no-tests',
        ...process.argv.slice(3),
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_SITE_URL: stack.urls.site,
          E2E_API_URL: stack.urls.api,
          E2E_MAIL_URL: stack.urls.mail,
          E2E_STRIPE_URL: stack.urls.stripe,
          E2E_DATABASE_URL: stack.databaseUrl,
          PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        },
      },
    );
    const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
    if (code !== 0) status = code;
    if (existsSync(reportFile)) {
      const s = JSON.parse(readFileSync(reportFile, 'utf8')).stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.failed += s.unexpected;
    } else {
      totals.failed += 1;
    }
  }
} finally {
  await stack.stop();
}
if (resultsFile) writeFileSync(resultsFile, JSON.stringify(totals));
process.exit(status);
