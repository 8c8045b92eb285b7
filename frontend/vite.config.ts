import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig, type ViteUserConfig as UserConfig } from 'vitest/config';
import { ENDPOINTS } from '@filebridge/contracts';
import { buildEnvProblems } from './src/config/env-schema.ts';

const contractsEntry = fileURLToPath(new URL('../services/contracts/src/index.ts', import.meta.url));

/**
 * `vite preview` serves the build as our static hosts do (infra/docker/nginx.conf): a page's
 * pre-rendered HTML where scripts/build.mjs wrote one, otherwise the empty app shell, 200.html.
 */
function appShellFallback(): Plugin {
  return {
    name: 'filebridge-app-shell-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://preview.local');
        const navigation = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname);
        if (navigation && existsSync(path.join(outDir, '200.html'))) {
          const page = path.posix.join(pathname, 'index.html');
          req.url = existsSync(path.join(outDir, page)) ? page : '/200.html';
        }
        next();
      });
    },
  };
}

const ENDPOINT_ROUTES_ID = 'virtual:endpoint-routes';

/**
 * The method, path and audience of every call in the contracts' endpoint table, as plain data. The
 * typed client reads these at run time and takes every other type from the table itself, so the
 * browser gets the same routes without shipping the zod schemas the table is built from.
 */
function endpointRoutes(): Plugin {
  const resolved = `\0${ENDPOINT_ROUTES_ID}`;
  const routes = Object.fromEntries(
    Object.entries(ENDPOINTS).map(([name, { method, path, audience }]) => [name, { method, path, audience }]),
  );
  return {
    name: 'filebridge-endpoint-routes',
    resolveId: (id) => (id === ENDPOINT_ROUTES_ID ? resolved : undefined),
    load: (id) => (id === resolved ? `export const ENDPOINT_ROUTES = ${JSON.stringify(routes)};` : undefined),
  };
}

export default defineConfig(({ mode }) => {
  const problems = buildEnvProblems(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (problems.length) throw new Error(`Invalid build settings:\n  ${problems.join('\n  ')}`);
  return config;
});

const config = {
  plugins: [react(), appShellFallback(), endpointRoutes()],
  resolve: {
    alias: { '@filebridge/contracts': contractsEntry },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  // One stylesheet for the whole site (≈21 KB gzip), linked from every page: pre-rendered markup is
  // styled from its first paint, instead of waiting for its route chunk's CSS to arrive with the JS.
  build: { outDir: 'dist', sourcemap: false, cssCodeSplit: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Above the 5 s that findBy…/waitFor may wait (src/test/setup.ts), so a failing wait reports what it waited for.
    testTimeout: 20_000,
    setupFiles: ['src/test/web-streams.ts', 'src/test/setup.ts'],
    // jsdom set up once per worker instead of once per file, where it was half the run; each file
    // still gets its own module graph, so module mocks stay the file's own.
    pool: 'vmThreads',
  },
} satisfies UserConfig;
