import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { BUSINESS_OVERVIEW_SLUGS, BUSINESS_SERVICE_SLUGS, TRUCKING_SERVICE_SLUGS } from '@filebridge/contracts';
import { HOME_BUDGET, homePageBytes } from '../../frontend/scripts/bundle-size.mjs';

/** Byte budgets: bytes are deterministic, unlike timings. */
const ROUTE_CHUNK_BUDGET = 40 * 1024;
const ROOT = path.resolve(__dirname, '../..');
const SITE = 'https://filebridge.example';

/** Every public page: what is pre-rendered, listed in the sitemap and given a canonical link. */
const PUBLIC_PATHS = [
  '/',
  ...[...BUSINESS_SERVICE_SLUGS, ...BUSINESS_OVERVIEW_SLUGS].map((s) => `/business/${s}`),
  '/trucking-authority',
  ...TRUCKING_SERVICE_SLUGS.map((s) => `/trucking-authority/${s}`),
  ...['about', 'contact', 'affiliate', 'partner'].map((p) => `/company/${p}`),
  ...['terms-conditions', 'privacy-policy', 'refund-policy'].map((p) => `/legal/${p}`),
];

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;

/** A chunk and every chunk it imports statically: what loads before it runs. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key]!.imports ?? []) staticImports(manifest, imported, seen);
  return seen;
}

describe('frontend build: size budgets and pre-rendered pages', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'fb-budget-'));
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
  const readManifest = (): Manifest => JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));

  beforeAll(() => {
    execFileSync(process.execPath, [path.join(ROOT, 'frontend/scripts/build.mjs'), '--outDir', outDir, '--manifest'], {
      cwd: path.join(ROOT, 'frontend'),
      stdio: 'ignore',
      // Jest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', VITE_SITE_URL: `${SITE}/` },
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

  it('loads the PDF library only when a receipt PDF is asked for, never with a page', () => {
    const manifest = readManifest();
    const staticClosure = (key: string) => staticImports(manifest, key);
    // pdf-lib's default producer string: present wherever its code is bundled.
    const hasPdfLib = (key: string) => readFileSync(path.join(outDir, manifest[key]!.file), 'utf8').includes('github.com/Hopding/pdf-lib');
    expect(manifest['src/features/account/lib/receipt-pdf.ts']?.isDynamicEntry).toBe(true);
    // The documents load pdf-lib themselves when the first one is drawn: its own chunk, loaded on demand.
    const withPdfLib = Object.keys(manifest).filter(hasPdfLib);
    expect(withPdfLib).not.toEqual([]);
    for (const key of withPdfLib) expect(manifest[key]!.isDynamicEntry).toBe(true);
    for (const page of ['index.html', 'src/features/account/index.ts', 'src/features/checkout/index.ts']) {
      expect([...staticClosure(page)].filter(hasPdfLib)).toEqual([]);
    }
  });

  it('keeps the schema library off the first load of the home, service and about pages', () => {
    const manifest = readManifest();
    // zod names its error class: present wherever its code is bundled.
    const hasZod = (key: string) => readFileSync(path.join(outDir, manifest[key]!.file), 'utf8').includes('ZodError');
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const routes = [
      'src/features/home/index.ts',
      'src/features/service-pages/routes.tsx',
      'src/features/company/components/about-page.tsx',
    ];
    for (const route of routes) {
      expect(manifest[route]).toBeDefined();
      expect([...staticImports(manifest, route, staticImports(manifest, entry))].filter(hasZod)).toEqual([]);
    }
    // It does load for the forms that check with it, on demand.
    expect(Object.keys(manifest).filter(hasZod)).not.toEqual([]);
  });

  it('keeps the toast library off the first load: it comes on demand', () => {
    const manifest = readManifest();
    // Sonner marks the element it renders the toasts in: present in whichever script bundles its code
    // (the site's stylesheet names it too).
    const hasSonner = (key: string) =>
      manifest[key]!.file.endsWith('.js') && readFileSync(path.join(outDir, manifest[key]!.file), 'utf8').includes('data-sonner-toaster');
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const firstLoad = staticImports(manifest, 'src/features/home/index.ts', staticImports(manifest, entry));
    expect([...firstLoad].filter(hasSonner)).toEqual([]);
    const withSonner = Object.keys(manifest).filter(hasSonner);
    expect(withSonner).not.toEqual([]);
    for (const key of withSonner) expect(manifest[key]!.isDynamicEntry).toBe(true);
  });

  it('pre-renders every public page with its own title and heading', () => {
    const paths = PUBLIC_PATHS;
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

  it('gives every public page one absolute canonical link, and the app shell none but noindex', () => {
    for (const p of PUBLIC_PATHS) {
      const html = readFileSync(path.join(outDir, p, 'index.html'), 'utf8');
      expect(html.match(/<link rel="canonical"[^>]*>/g)).toEqual([
        `<link rel="canonical" href="${p === '/' ? `${SITE}/` : `${SITE}${p}`}" />`,
      ]);
      expect(html).not.toContain('noindex');
    }
    const shell = readFileSync(path.join(outDir, '200.html'), 'utf8');
    expect(shell).not.toContain('rel="canonical"');
    expect(shell).toContain('<meta name="robots" content="noindex" />');
  });

  it('publishes a sitemap of exactly the public pages and a robots.txt that keeps crawlers out of the signed-in areas', () => {
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(37);
    expect([...locs].sort()).toEqual(PUBLIC_PATHS.map((p) => (p === '/' ? `${SITE}/` : `${SITE}${p}`)).sort());
    expect(locs.filter((l) => /\/(my|admin)(\/|$)/.test(l!))).toEqual([]);

    const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8').split('\n');
    expect(robots).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /my/', 'Disallow: /admin/', `Sitemap: ${SITE}/sitemap.xml`]),
    );
  });

  it('ships a brotli and a gzip copy beside each text file worth compressing', () => {
    const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(
      readFileSync(path.join(outDir, 'manifest.json'), 'utf8'),
    );
    const entry = Object.values(manifest).find((c) => c.isEntry)!.file;
    for (const file of [entry, 'index.html', 'business/llc-formation/index.html', '200.html', 'sitemap.xml']) {
      const body = readFileSync(path.join(outDir, file));
      expect(brotliDecompressSync(readFileSync(path.join(outDir, `${file}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(path.join(outDir, `${file}.gz`)))).toEqual(body);
    }
  });
});
