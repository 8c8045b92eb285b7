/** One jest run over every backend package; each package is a project so its tests stay beside its code. */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Projects whose suites use PostgreSQL or Redis; their runs obtain the test servers when run alone. */
const NEEDS_SERVERS = new Set([
  'services/platform',
  'services/seed',
  'services/payment-webhook-worker',
  'bff',
  'tests/reliability',
  'tests/load',
]);

const project = (dir) => ({
  displayName: path.basename(dir),
  rootDir: path.join(__dirname, dir),
  testEnvironment: 'node',
  // Some dependencies ship ES modules only; swc turns them into CommonJS for jest.
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // The dev scripts the global setup loads are native ES modules (import.meta), loaded as they are.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)', '/infra/dev/[^/]+\\.mjs$', '/tests/support/global-[^/]+\\.mjs$'],
  moduleNameMapper: {
    '^@filebridge/(contracts|platform|seed|stripe-emulator)$': path.join(__dirname, 'services/$1/src'),
    '^@filebridge/test-support$': path.join(__dirname, 'tests/support'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'tests/support/leak-check.ts')],
  ...(NEEDS_SERVERS.has(dir) && {
    globalSetup: path.join(__dirname, 'tests/support/global-setup.mjs'),
    globalTeardown: path.join(__dirname, 'tests/support/global-teardown.mjs'),
  }),
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});

module.exports = {
  testTimeout: 60_000,
  // How long a worker has to exit once its suites are done. A suite that leaves a handle open fails
  // on its own (tests/support/leak-check.ts); on a loaded machine jest itself may only notice a
  // worker's prompt exit after its default 0.5 s, and then reports it as force-exited.
  workerGracefulExitTimeout: 10_000,
  projects: [
    'services/contracts',
    'services/platform',
    'services/seed',
    'services/stripe-emulator',
    'services/order-worker',
    'services/payment-webhook-worker',
    'services/mailing-worker',
    'bff',
    'tests/reliability',
    'tests/budgets',
    'tests/load',
    'infra/k8s',
    'infra/dev',
    'infra/docker',
  ].map(project),
};
