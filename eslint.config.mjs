import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;
const FRONTEND = path.join(ROOT, 'frontend/src');
/** Every folder of frontend/src/features is one feature. */
const FEATURES = fs
  .readdirSync(path.join(FRONTEND, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The app layer: the router, layouts and route components, and the two entry points that mount them. */
const APP_LAYER = [`${FRONTEND}/app`, `${FRONTEND}/main.tsx`, `${FRONTEND}/entry-server.tsx`];
/** The shared layer: what any feature and the app may use. */
const SHARED_LAYER = ['components', 'config', 'lib', 'stores', 'styles', 'test'].map((dir) => `${FRONTEND}/${dir}`);
// Node's resolver cannot follow a TypeScript source's imports, and an import it cannot resolve is
// skipped by the import-x rules; TypeScript's resolution finds every one.
const typeScriptResolver = createTypeScriptImportResolver({
  noWarnOnMultipleProjects: true,
  project: ['tests/tsconfig.json', 'bff/tsconfig.json', 'services/*/tsconfig.json', 'frontend/tsconfig.json'],
});
/** Every package: each declares what its code imports. */
const PACKAGES = [
  'services/contracts',
  'services/platform',
  'services/seed',
  'services/stripe-emulator',
  'services/order-worker',
  'services/payment-webhook-worker',
  'services/mailing-worker',
  'bff',
  'tests/support',
  'tests',
  'infra',
  'frontend',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-e2e/**', '.data/**', '.nx/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        window: 'readonly',
        document: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A component test queries what a person sees and asserts with matchers that fail on their own.
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Pages are also judged by what no role reaches: the head (title, description, structured
      // data) and the shapes of an SVG chart.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // An act() that also awaits the promises a click started is how a test waits for them.
      'testing-library/no-unnecessary-act': ['error', { isStrict: false }],
    },
  },
  {
    // The frontend's layers import one way only: shared code → features → the app. A feature never
    // imports another feature; the app (the router and its route components) composes them.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [typeScriptResolver] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${FRONTEND}/features/${feature}`,
              from: `${FRONTEND}/features`,
              except: [`./${feature}`],
              message: 'A feature never imports another: move what both use to the shared layer, or compose them in app/.',
            })),
            {
              target: `${FRONTEND}/features`,
              from: APP_LAYER,
              message: 'A feature never imports the app layer: the app composes features, not the other way round.',
            },
            {
              target: SHARED_LAYER,
              from: [`${FRONTEND}/features`, ...APP_LAYER],
              message: 'Shared code never imports a feature or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // No page needs a toast before the visitor does something, so Sonner is never in a page's
    // download: lib/toast.ts loads it with the first toast and the toaster renders it from there. A
    // static import anywhere, those two files included, would put it back; its types cost nothing.
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message: 'Import { toast } from lib/toast: it loads Sonner with the first toast, not with the page.',
            },
          ],
        },
      ],
    },
  },
  {
    // A cycle of imports makes a module's value depend on the order its importers load it in. The
    // rule follows only files it may parse, so TypeScript's are named with their parser. No cycle can
    // come back through an installed package (a workspace package never imports its importer), so
    // the rule does not walk them: that walk through their type declarations cost most of its time.
    files: ['frontend/src/**/*.{ts,tsx}', 'bff/src/**/*.ts', 'services/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [typeScriptResolver],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Backend contexts talk through contracts and the platform, never through the frontend.
    files: ['bff/**', 'services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/frontend/**'], message: 'The backend must not import frontend code.' }] },
      ],
    },
  },
  {
    // Each folder of bff/src is one context (common is the request pipeline they share): another
    // context is reached through its index only, so what it does not export stays its own.
    files: ['bff/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/frontend/**'], message: 'The backend must not import frontend code.' },
            { group: ['../*/*'], message: 'Import another context through its index (../catalog), never one of its files.' },
          ],
        },
      ],
    },
  },
  {
    // Raw SQL answers \`any\`: every result the backend uses is given its row type, ds.query<Row[]>(…),
    // so a column renamed in a migration breaks the build instead of a request. A statement whose
    // result is thrown away (DDL, an UPDATE awaited for its effect) has nothing to type. Migrations
    // are frozen history on TypeORM's untyped QueryRunner.
    files: ['bff/src/**/*.ts', 'services/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='query'][typeArguments=undefined][arguments.0.type=/Literal$/]:not(ExpressionStatement > AwaitExpression > CallExpression)",
          message: 'Give a raw query the type of its rows: query<Row[]>(…).',
        },
      ],
    },
  },
  // A package's code imports only what its package.json declares, so it installs and builds alone.
  // Its specs may also use the test tools the workspace root declares (jest, fast-check).
  ...PACKAGES.map((dir) => ({
    files: [`${dir}/**/*.{ts,mjs,js}`],
    ignores: dir === 'tests' ? ['tests/support/**'] : [],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [typeScriptResolver] },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        // Dev tooling and test packages may use what they declare as devDependencies anywhere; a
        // package's build scripts (which generate its checked-in sources) may too.
        {
          packageDir: [path.join(ROOT, dir)],
          includeTypes: true,
          devDependencies: dir === 'infra' ||
            dir === 'tests' || ['**/*.spec.ts', '**/*.test.{ts,tsx}', '**/scripts/**', 'frontend/src/test/**', 'frontend/*.config.ts'],
        },
      ],
    },
  })),
  ...PACKAGES.map((dir) => ({
    files: [`${dir}/**/*.spec.ts`],
    ignores: dir === 'tests' ? ['tests/support/**'] : [],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [path.join(ROOT, dir), ROOT], devDependencies: true }],
    },
  })),
);
