// Lighthouse's performance score of the public pages, as a phone gets them from the production
// site server (infra/dev/site-server.mjs: pre-rendered HTML, brotli copies, caching headers).
// Lighthouse's default mobile profile: a Moto G Power sized screen, simulated slow 4G (150 ms
// RTT, 1.6 Mbit/s) and a CPU 4× slower than this one. The simulation scales the CPU time each task
// took here, so a loaded machine lowers the score: the median of several runs is reported.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../tests/e2e/chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const LIGHTHOUSE_PAGES = ['/', '/business/llc-formation', '/trucking-authority/ucr-2025', '/company/about'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** What a public page must reach on a phone. */
const LIGHTHOUSE_TARGET = { score: 0.95, tbtMs: 200, lcpMs: 2500 };

/** One Lighthouse run: the score (0–1) and the metrics it is made of, in ms. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const ms = (id) => lhr.audits[id].numericValue;
  return {
    score: lhr.categories.performance.score,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The run whose score is the median: its metrics go together, unlike medians taken one by one. */
const medianRun = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

/**
 * Serves the build in `dir` on `port` with the site server and audits each page `RUNS` times in
 * a fresh headless Chromium; returns one bench row per page.
 */
export async function lighthouseBench({ dir, port, log }) {
  const site = await startSiteServer({ dir, port });
  const rows = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A browser per run: each load starts with an empty cache, as a first visit does.
        const chrome = await launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        });
        try {
          runs.push(await audit(`${site.url}${page}`, chrome.port));
        } finally {
          chrome.kill();
        }
      }
      const m = medianRun(runs);
      log(
        `Lighthouse ${page}: ${Math.round(m.score * 100)} (runs ${runs.map((r) => Math.round(r.score * 100)).join(', ')}), ` +
          `FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, benchmark index ${Math.round(m.benchmarkIndex)}`,
      );
      const met = m.score >= LIGHTHOUSE_TARGET.score && m.tbt < LIGHTHOUSE_TARGET.tbtMs && m.lcp < LIGHTHOUSE_TARGET.lcpMs;
      rows.push({
        name: `Lighthouse ${page} (mobile, simulated slow 4G, 4× CPU; median of ${RUNS})`,
        kind: 'lighthouse',
        ours: { ...m, runs: runs.map((r) => r.score) },
        base: null,
        baseName: '-',
        ratio: null,
        target: `score ≥ ${LIGHTHOUSE_TARGET.score}, TBT < ${LIGHTHOUSE_TARGET.tbtMs} ms, LCP < ${LIGHTHOUSE_TARGET.lcpMs / 1000} s: ${met ? 'met' : 'NOT met'}`,
      });
    }
  } finally {
    await site.close();
  }
  return rows;
}
