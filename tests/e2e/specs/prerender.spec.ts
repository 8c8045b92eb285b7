// Public pages are pre-rendered to HTML at build time (readable without JavaScript,
// indexable) and hydrated in the browser without a mismatch; signed-in areas get the app shell.
import { expect, test } from '@playwright/test';
import { SITE, trackConsoleErrors, waitForReact } from '../support';

const HYDRATION_ERROR = /hydrat|#418|#423|#425/i;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and a service page are readable, with their titles and links', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Start & Grow Your Business with Filebridge');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compare Our Packages' })).toBeVisible();

    await page.goto('/business/llc-formation');
    await expect(page).toHaveTitle('LLC Formation Service — State Fees Shown Separately | Filebridge');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /trucking/i }).first()).toHaveAttribute('href', /^\/trucking-authority/);
    // The FAQ answers are in the markup, where search engines read them.
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  });

  test('the trucking landing, company and legal pages are readable', async ({ page }) => {
    for (const path of ['/trucking-authority', '/trucking-authority/ucr-2025', '/company/about', '/legal/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test('pre-rendered pages hydrate without a mismatch and then behave as the app', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.goto('/business/llc-formation');
  // Prices come from the live catalog once the page is hydrated.
  await expect(page.locator('#packages').getByText(/\$\d/).first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Filebridge home' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByRole('heading', { name: 'Compare Our Packages' })).toBeVisible();
  expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
});

test('a pre-rendered page asks for its scripts only once it has painted', async ({ page }) => {
  await page.goto('/');
  await waitForReact(page);
  const { painted, scripts } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => r.startTime),
  }));
  expect(painted).not.toBeNull();
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted!);
});

test('signed-in areas are served the empty app shell, not another page’s markup', async ({ request, page }) => {
  for (const path of ['/my/login', '/my/account/someone', '/admin/login']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
  await page.goto('/my/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('search engines get robots.txt, a sitemap of the public pages, and a canonical link on each page', async ({ request, page }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /my/', 'Disallow: /admin/', `Sitemap: ${SITE}/sitemap.xml`]));

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toHaveLength(37);
  expect(locs).toEqual(
    expect.arrayContaining([`${SITE}/`, `${SITE}/business/llc-formation`, `${SITE}/trucking-authority/ucr-2025`, `${SITE}/company/about`]),
  );
  expect(locs.filter((l) => /\/(my|admin)(\/|$)/.test(l))).toEqual([]);

  for (const path of ['/', '/business/llc-formation', '/trucking-authority/ucr-2025', '/company/about']) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', path === '/' ? `${SITE}/` : `${SITE}${path}`);
  }
});
