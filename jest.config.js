/** One jest run over every backend package; each package is a project so its tests stay beside its code. */
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
const moduleNameMapper = {
  '^@filebridge/(contracts|platform)$': '<rootDir>/../../services/$1/src',
};
const project = (dir, extra = {}) => ({
  displayName: dir.split('/').pop(),
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: Object.fromEntries(
    Object.entries(moduleNameMapper).map(([k, v]) => [k, v.replace('<rootDir>/../..', '<rootDir>/' + '../'.repeat(dir.split('/').length).slice(0, -1))]),
  ),
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});

module.exports = {
  projects: [
    project('services/contracts'),
    project('services/platform'),
    project('services/stripe-emulator'),
    project('services/order-worker'),
    project('services/payment-webhook-worker'),
    project('services/mailing-worker'),
    project('bff'),
    project('tests/reliability'),
  ],
};
