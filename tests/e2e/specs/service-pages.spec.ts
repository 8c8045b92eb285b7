import { defaultUcrYear, ucrFee } from '@filebridge/contracts';
// Service, company and legal pages: every page renders once with its own title and a single
// h1, the right package-section state, working FAQ toggles, valid JSON-LD and a clean console; no
// internal link leads to the not-found page; the MCS-150 and UCR finders; the contact form.
import { expect, type Page } from '@playwright/test';
import { ROUTE_TITLES, SITE_PAGES } from '../public-routes';
import { API, trackConsoleErrors, uniqueEmail, waitForMail, test } from '../support';

/** Routes that are not-found pages; a link to one of them is not a broken link. */
const MEANT_TO_BE_NOT_FOUND = new Set(['/business', '/company', '/legal']);
const NOT_FOUND = 'Page Not Found';

interface ApiService {
  status: 'active' | 'inactive';
  packages: { title: string }[];
}

async function catalogService(slug: string): Promise<ApiService> {
  const res = await fetch(`${API}/api/services/slug/${slug}`);
  expect(res.ok, `GET /api/services/slug/${slug}`).toBe(true);
  return ((await res.json()) as { data: ApiService }).data;
}

/** Waits until the page's own content (not the skeleton or the spinner) has rendered. */
async function pageReady(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
}

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`JSON-LD does not parse: ${String(error)}\n${text.slice(0, 200)}`);
    }
  });
}

/** The FAQ question buttons: buttons in main controlling a role=region answer. */
async function faqButtonIds(page: Page): Promise<string[]> {
  return page
    .locator('main button[aria-expanded][aria-controls]')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => document.getElementById(b.getAttribute('aria-controls') ?? '')?.getAttribute('role') === 'region')
        .map((b) => b.id),
    );
}

test.describe('every service, company and legal page', () => {
  for (const c of SITE_PAGES) {
    test(`${c.path}: one h1, package state, FAQ, JSON-LD, no console errors`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const api = c.slug ? await catalogService(c.slug) : null;
      await page.goto(c.path);
      await pageReady(page);

      // Its own title, one h1, and the shell (header with the brand link, footer).
      await expect(page).toHaveTitle(ROUTE_TITLES[c.path]!);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('header').getByRole('link', { name: 'Filebridge home' })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();

      // Package section.
      const packages = page.locator('section#packages');
      if (c.kind === 'service') {
        await expect(packages).toHaveCount(1);
        await expect(packages.getByText('Loading packages...')).toHaveCount(0);
        await expect(packages.getByText('Error loading packages')).toHaveCount(0);
        expect(api!.status).toBe('active');
        const cards = packages.locator('ul[data-count] > li');
        await expect(cards).toHaveCount(api!.packages.length);
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText(api!.packages.map((p) => p.title));
        await expect(cards.getByRole('button')).toHaveCount(api!.packages.length);
      } else {
        await expect(packages).toHaveCount(0);
        await expect(page.getByText('Loading packages...')).toHaveCount(0);
      }

      // FAQ: each answer is hidden until its question is opened; one open at a time.
      const ids = await faqButtonIds(page);
      if (c.faq) {
        expect(ids.length, 'FAQ questions').toBeGreaterThanOrEqual(4);
        const first = page.locator(`[id="${ids[0]}"]`);
        const second = page.locator(`[id="${ids[1]}"]`);
        const firstAnswer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
        const secondAnswer = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
        await expect(first).toHaveAttribute('aria-expanded', 'false');
        await expect(firstAnswer).toBeHidden();
        await first.click();
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        await expect(firstAnswer).toBeVisible();
        await expect(firstAnswer).not.toHaveText('');
        await second.click();
        await expect(second).toHaveAttribute('aria-expanded', 'true');
        await expect(secondAnswer).toBeVisible();
        await expect(first).toHaveAttribute('aria-expanded', 'false');
        await expect(firstAnswer).toBeHidden();
        await second.click();
        await expect(second).toHaveAttribute('aria-expanded', 'false');
        await expect(secondAnswer).toBeHidden();
      } else {
        expect(ids).toEqual([]);
      }

      // Structured data: present, parseable, schema.org.
      const blocks = await jsonLdBlocks(page);
      expect(blocks.length, 'JSON-LD blocks').toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block['@context']).toBe('https://schema.org');
        expect(typeof block['@type']).toBe('string');
      }
      const types = blocks.map((b) => b['@type']);
      expect(types).toContain('Organization');
      if (c.faq) {
        const faqPage = blocks.find((b) => b['@type'] === 'FAQPage');
        expect(faqPage, 'FAQPage JSON-LD').toBeTruthy();
        expect((faqPage!.mainEntity as unknown[]).length).toBe(ids.length);
      }
      if (c.kind === 'service') {
        // The Service carries one Offer per package once the packages have loaded.
        await expect
          .poll(async () => {
            const service = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'Service');
            return ((service?.offers as { name: string }[] | undefined) ?? []).map((o) => o.name);
          })
          .toEqual(api!.packages.map((p) => p.title));
      }

      expect(errors).toEqual([]);
    });
  }

  test('every page has a title of its own', () => {
    const titles = SITE_PAGES.map((c) => ROUTE_TITLES[c.path]);
    expect(titles.filter((title) => typeof title !== 'string')).toEqual([]);
    expect(new Set(titles).size).toBe(SITE_PAGES.length);
  });
});

test('no internal link from the home page or the footer leads to "Page Not Found"', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = trackConsoleErrors(page);
  const internalLinks = () => page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const normalize = (href: string) => {
    const url = new URL(href, 'http://site.invalid');
    return url.pathname.replace(/(.)\/+$/, '$1') + url.search;
  };

  // Level 0: the home page (header menus, body, footer).
  await page.goto('/');
  await pageReady(page);
  const level1 = new Set((await internalLinks()).map(normalize));
  expect(level1.size).toBeGreaterThan(30);
  for (const path of ['/company/about', '/legal/refund-policy', '/business/business-formation', '/trucking-authority'])
    expect(level1).toContain(path);

  const checked = new Map<string, string>();
  const broken: string[] = [];
  const visit = async (path: string, collect: Set<string> | null) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const h1 = (await page.locator('main h1').innerText()).trim();
    const title = await page.title();
    checked.set(path, title);
    const notFound = h1 === NOT_FOUND || title === NOT_FOUND;
    if (notFound !== MEANT_TO_BE_NOT_FOUND.has(path.split('?')[0]!)) broken.push(`${path} → "${h1}" / "${title}"`);
    if (collect) for (const href of await internalLinks()) collect.add(normalize(href));
  };

  // Level 1: every page the home page links to; collect their links for level 2.
  const level2 = new Set<string>();
  for (const path of level1) await visit(path, level2);
  for (const path of level2) if (!checked.has(path) && path !== '/') await visit(path, null);

  expect(broken, 'links that render the not-found page').toEqual([]);
  expect(checked.size).toBeGreaterThan(35);
  expect(errors).toEqual([]);
});

test('MCS-150 finder: USDOT 1234567 is due in July of even years', async ({ page }) => {
  await page.goto('/trucking-authority/biennial-mcs150-update');
  const tool = page.getByRole('region', { name: 'MCS-150 due-date finder' });
  const input = tool.getByLabel('USDOT number');
  const find = tool.getByRole('button', { name: 'Find my due date' });

  await find.click();
  await expect(tool.getByRole('alert')).toHaveText('Enter your USDOT number.');
  await input.fill('12ab');
  await find.click();
  await expect(tool.getByRole('alert')).toContainText('digits only');

  await input.fill('1234567');
  await find.click();
  await expect(tool.getByRole('alert')).toHaveCount(0);
  const result = tool.getByTestId('mcs150-result');
  await expect(result).toBeVisible();
  await expect(result).toContainText('USDOT 1234567');
  const due = (await result.locator('p').nth(1).innerText()).trim();
  const match = /^July (\d{4})$/.exec(due);
  expect(match, `due "${due}"`).not.toBeNull();
  expect(Number(match![1]) % 2).toBe(0);
  await expect(result).toContainText('Last digit 7 → July');
  await expect(result).toContainText('even-numbered years');

  // "Or have us file it for you" scrolls to this page's packages.
  await result.getByRole('link', { name: 'Or have us file it for you' }).click();
  await expect(page).toHaveURL(/\/trucking-authority\/biennial-mcs150-update(#packages)?$/);
  await expect(page.locator('section#packages')).toBeInViewport();
});

test('UCR finder: the fee of the newest registration year on sale, by power units', async ({ page }) => {
  const year = defaultUcrYear(new Date())!;
  const usd = (fleet: number) => `$${ucrFee(year, fleet)!.feeUsd.toLocaleString('en-US')}`;
  await page.goto('/trucking-authority/ucr-2025');
  const tool = page.getByRole('region', { name: `UCR ${year} fee finder` });
  const input = tool.getByLabel('Number of power units');
  const find = tool.getByRole('button', { name: 'Find my fee' });

  await input.fill('-3');
  await find.click();
  await expect(tool.getByRole('alert')).toContainText('whole number');

  await input.fill('50');
  await find.click();
  const result = tool.getByTestId('ucr-result');
  await expect(result).toBeVisible();
  await expect(result).toContainText('21–100 power units');
  await expect(result.locator('p').nth(1)).toHaveText(usd(50));

  // Brokers with no vehicles pay the 0–2 bracket.
  await tool.getByLabel(/broker, freight forwarder/).check();
  await expect(result).toContainText('No vehicles');
  await expect(result.locator('p').nth(1)).toHaveText(usd(0));
});

test.describe('contact form', () => {
  test('validates each field, then sends the message to support', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/company/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = form.getByRole('button', { name: 'Send message' });
    const name = form.getByLabel('Your name');
    const email = form.getByLabel('Email', { exact: true });
    const topic = form.getByLabel('Topic');
    const message = form.getByLabel('Message');

    await send.click();
    await expect(form).toContainText('Name is required.');
    await expect(form).toContainText('Email is required');
    await expect(form).toContainText('Choose a topic.');
    await expect(form).toContainText('Message must be at least 10 characters.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    const sender = `Pat Tester ${Date.now().toString(36)}`;
    await name.fill(sender);
    await expect(form).not.toContainText('Name is required.');
    await email.fill('pat@example');
    await message.fill('Too short');
    await send.click();
    await expect(form).toContainText('Enter a valid email address');
    await expect(form).toContainText('Message must be at least 10 characters.');
    await expect(email).toBeFocused();

    const address = uniqueEmail('contact');
    await email.fill(address);
    await topic.selectOption('Trucking authority or compliance');
    await message.fill('Do I need a UCR registration if I only haul within Texas?');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await send.click();
    const res = await response;
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON()).toEqual({
      name: sender,
      email: address,
      topic: 'Trucking authority or compliance',
      message: 'Do I need a UCR registration if I only haul within Texas?',
    });

    const success = page.getByRole('status').filter({ hasText: "Thanks — we'll reply within one business day." });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();

    const escaped = sender.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mail = await waitForMail('support@filebridge.example', new RegExp(`Contact form: .*\\(from ${escaped}\\)`));
    expect(mail.text).toContain('Do I need a UCR registration');
    expect(mail.text).toContain(address);

    // "Send another message" brings back an empty form.
    await success.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('Your name')).toHaveValue('');
    expect(errors).toEqual([]);
  });
});
