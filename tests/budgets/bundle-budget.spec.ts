import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUSINESS_OVERVIEW_SLUGS, BUSINESS_SERVICE_SLUGS, TRUCKING_SERVICE_SLUGS } from '@filebridge/contracts';
import { HOME_BUDGET, homePageBytes } from '../../frontend/scripts/bundle-size.mjs';

/** Byte budgets (bytes are deterministic, unlike timings), from issue #11. */
const ROUTE_CHUNK_BUDGET = 40 * 1024;
const ROOT = path.resolve(__dirname, '../..');

describe('frontend build: size budgets and pre-rendered pages', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'fb-budget-'));
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;

  beforeAll(() => {
    execFileSync(process.execPath, [path.join(ROOT, 'frontend/scripts/build.mjs'), '--outDir', outDir, '--manifest'], {
      cwd: path.join(ROOT, 'frontend'),
      stdio: 'ignore',
      // Jest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('keeps the JavaScript and the whole transfer for / within budget', () => {
    const { js, total } = homePageBytes(outDir);
    console.log(`home: initial JS ${(js / 1024).toFixed(1)} KB gzip, total transfer ${(total / 1024).toFixed(1)} KB gzip`);
    expect(js).toBeLessThanOrEqual(HOME_BUDGET.initialJsGzip);
    expect(total).toBeLessThanOrEqual(HOME_BUDGET.totalTransferGzip);
  });

  it('keeps every service page content chunk small', () => {
    const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));
    const pages = Object.keys(manifest).filter((k) => k.includes('service-pages/content/') && !k.endsWith('index.ts'));
    expect(pages.length).toBeGreaterThanOrEqual(25);
    const over = pages.map((k) => [k, gz(manifest[k]!.file)] as const).filter(([, size]) => size > ROUTE_CHUNK_BUDGET);
    expect(over).toEqual([]);
  });

  it('pre-renders every public page of spec §2 with its own title and heading', () => {
    const paths = [
      '/',
      ...[...BUSINESS_SERVICE_SLUGS, ...BUSINESS_OVERVIEW_SLUGS].map((s) => `/business/${s}`),
      '/trucking-authority',
      ...TRUCKING_SERVICE_SLUGS.map((s) => `/trucking-authority/${s}`),
      ...['about', 'contact', 'affiliate', 'partner'].map((p) => `/company/${p}`),
      ...['terms-conditions', 'privacy-policy', 'refund-policy'].map((p) => `/legal/${p}`),
    ];
    const titles = new Set<string>();
    for (const p of paths) {
      const html = readFileSync(path.join(outDir, p, 'index.html'), 'utf8');
      expect(html).toContain(`<div id="root" data-prerendered="${p}">`);
      expect(html).toMatch(/<h1[\s>]/);
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(paths.length);
    // Everything else (sign-in, account, checkout, admin) is served the empty app shell.
    expect(readFileSync(path.join(outDir, '200.html'), 'utf8')).toContain('<div id="root"></div>');
  });
});
