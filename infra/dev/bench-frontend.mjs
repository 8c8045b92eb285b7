// Frontend figures for `npm run bench`: bytes the home page ships, Largest Contentful Paint of
// pre-rendered pages against the same pages served as the empty app shell (what the site was
// before pre-rendering), in Chromium on an emulated phone with a throttled network and CPU, and
// Lighthouse's mobile performance score of the public pages.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOME_BUDGET, homePageBytes } from '../../frontend/scripts/bundle-size.mjs';
import { chromium } from 'playwright-core';
import { ensureChromium, CHROMIUM } from '../../tests/e2e/chromium.mjs';
import { ROOT } from './deps.mjs';
import { lighthouseBench } from './bench-lighthouse.mjs';

/** Moved by PORT_OFFSET with the bench's other ports. */
export const SITE_PORT = 4273 + Number(process.env.PORT_OFFSET ?? 0);
const PAGES = ['/', '/business/llc-formation', '/trucking-authority/ucr-2025'];
const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
/** Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A gzip static host for the build; `prerendered: false` answers every page with the app shell. */
function staticSite(dir, { prerendered }) {
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file)));
    return cache.get(file);
  };
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://site.local');
    let file = path.join(dir, pathname);
    if (!path.extname(pathname)) {
      const page = path.join(dir, pathname, 'index.html');
      file = prerendered && existsSync(page) ? page : path.join(dir, '200.html');
    }
    if (!file.startsWith(dir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip' });
    res.end(read(file));
  });
  return new Promise((resolve) => server.listen(SITE_PORT, '127.0.0.1', () => resolve(server)));
}

async function lcpOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        // eslint-disable-next-line no-undef -- runs in the page, where PerformanceObserver is a global
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  await context.close();
  return lcp;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Builds the site against `apiUrl` and returns bench rows: the size budget and LCP per page. */
export async function frontendBench({ apiUrl, log }) {
  ensureChromium();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fb-bench-site-'));
  const rows = [];
  try {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', dir, '--manifest'], {
      cwd: path.join(ROOT, 'frontend'),
      env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: apiUrl },
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('The frontend build failed');
    rows.push(homeBytes(dir));
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      for (const p of PAGES) {
        const lcp = {};
        for (const prerendered of [true, false]) {
          const server = await staticSite(dir, { prerendered });
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await lcpOf(browser, `http://localhost:${SITE_PORT}${p}`));
          server.close();
          lcp[prerendered ? 'ours' : 'base'] = { p50: median(runs), p99: Math.max(...runs) };
        }
        log(`LCP ${p}: pre-rendered ${Math.round(lcp.ours.p50)} ms, app shell ${Math.round(lcp.base.p50)} ms`);
        rows.push({
          name: `LCP ${p} (phone, 150 ms RTT, 1.6 Mbit/s, 4× CPU; median of ${RUNS})`,
          kind: 'latency',
          ours: lcp.ours,
          base: lcp.base,
          baseName: 'same page served as the app shell (no pre-render)',
          ratio: lcp.base.p50 / lcp.ours.p50,
          target: 'report (ratio = how many times sooner)',
        });
      }
    } finally {
      await browser.close();
    }
    rows.push(...(await lighthouseBench({ dir, port: SITE_PORT, log })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

function homeBytes(dir) {
  const { js, total } = homePageBytes(dir);
  return {
    name: 'home page bytes (gzip): initial JS / total transfer',
    kind: 'bytes',
    ours: { js, total },
    base: { js: HOME_BUDGET.initialJsGzip, total: HOME_BUDGET.totalTransferGzip },
    baseName: 'budget',
    ratio: js / HOME_BUDGET.initialJsGzip,
    target: `JS ≤ ${HOME_BUDGET.initialJsGzip / 1024} KB, total ≤ ${HOME_BUDGET.totalTransferGzip / 1024} KB (ratio = JS / budget)`,
  };
}
