// The public site shell and home page: routes and titles, header and drawer, home
// packages and the sign-up dialog, newsletter, scroll-to-top, counters,
// screenshots and accessibility of the home page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { NEWSLETTER_SIGNUP_ANSWER } from '@filebridge/contracts';
import { HOME_TITLE, ROUTE_TITLES, SITE_PAGES } from '../public-routes';
import { API, trackConsoleErrors, uniqueEmail, waitForMail, test } from '../support';

const NOT_FOUND = 'Page Not Found';

/** These render the not-found page on their own. */
const NOT_FOUND_ROUTES = ['/business', '/company', '/legal', '/nope'];

const mainNav = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page, label: string) => mainNav(page).getByRole('button', { name: label, exact: true });

/** The panel a header menu button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'menu button names its panel').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function waitForHomePackages(page: Page) {
  const section = page.locator('section#packages');
  await expect(section.getByRole('heading', { name: 'Compare Our Packages' })).toBeVisible();
  await expect(section.getByText('Loading packages...')).toHaveCount(0);
  await expect(section.locator('ul[data-count] > li').first()).toBeVisible();
  return section;
}

interface ApiPackage {
  id?: string;
  _id?: string;
  title: string;
  price: number;
  buttonText?: string;
}

async function llcPackages(): Promise<ApiPackage[]> {
  const res = await fetch(`${API}/api/services/slug/llc-formation`);
  expect(res.ok).toBe(true);
  const body = (await res.json()) as { success: boolean; data: { packages: ApiPackage[] } };
  expect(body.success).toBe(true);
  return body.data.packages;
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: 'instant' }), y);
}

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // Let the counters run first, as they would for a visitor scrolling down, then shoot from the top.
  const counters = page.getByRole('region', { name: 'Filebridge in numbers' }).getByTestId('counter-value');
  await counters.first().scrollIntoViewIfNeeded();
  await expect(counters).toHaveText(['132+', '200+', '2024']);
  await scrollTo(page, 0);
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.describe('routes', () => {
  // The service, company and legal pages show their titles in their own tests (service-pages.spec.ts).
  const others = Object.entries(ROUTE_TITLES).filter(([path]) => !SITE_PAGES.some((p) => p.path === path));
  for (const [path, title] of others) {
    test(`${path} renders with its title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toHaveCount(0);
      // The shell (header with the brand link, footer) is on every public page.
      if (!path.startsWith('/admin')) {
        await expect(page.locator('header').getByRole('link', { name: 'Filebridge home' })).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
      }
    });
  }

  for (const path of NOT_FOUND_ROUTES) {
    test(`${path} shows "Page Not Found"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      await expect(page).toHaveTitle(NOT_FOUND);
    });
  }
});

test.describe('header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('menu panels open one at a time at their spec widths and close when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const business = menuButton(page, 'Business');
    const trucking = menuButton(page, 'Trucking Authority');
    const company = menuButton(page, 'Company');
    const businessPanel = await panelOf(page, business);
    const truckingPanel = await panelOf(page, trucking);
    const companyPanel = await panelOf(page, company);
    const panels = [businessPanel, truckingPanel, companyPanel];
    for (const panel of panels) await expect(panel).toBeHidden();

    await business.click();
    await expect(business).toHaveAttribute('aria-expanded', 'true');
    await expect(businessPanel).toBeVisible();
    await expect(businessPanel.getByRole('link')).toHaveCount(13);
    // Each link has a name and a short description.
    await expect(businessPanel.getByRole('link', { name: /LLC Formation.*Form your LLC in any state/ })).toBeVisible();
    expect((await businessPanel.boundingBox())?.width).toBe(500);

    await trucking.click();
    await expect(trucking).toHaveAttribute('aria-expanded', 'true');
    await expect(business).toHaveAttribute('aria-expanded', 'false');
    await expect(businessPanel).toBeHidden();
    await expect(truckingPanel).toBeVisible();
    expect((await truckingPanel.boundingBox())?.width).toBe(800);
    // Two columns: the links sit at exactly two distinct x positions.
    const xs = await truckingPanel.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().left)));
    expect(xs).toHaveLength(13);
    expect(new Set(xs).size).toBe(2);

    await company.click();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(trucking).toHaveAttribute('aria-expanded', 'false');
    await expect(truckingPanel).toBeHidden();
    await expect(companyPanel).toBeVisible();
    expect((await companyPanel.boundingBox())?.width).toBe(500);
    await expect(companyPanel.getByRole('link')).toHaveCount(4);

    // Clicking the open menu's button again closes it.
    await company.click();
    await expect(companyPanel).toBeHidden();

    // Choosing a link navigates and closes the panel.
    await company.click();
    await companyPanel.getByRole('link', { name: /^Contact/ }).click();
    await expect(page).toHaveURL('/company/contact');
    await expect(page).toHaveTitle('Contact Us | Filebridge');
    await expect(companyPanel).toBeHidden();
    await expect(company).toHaveAttribute('aria-expanded', 'false');

    await business.click();
    await businessPanel.getByRole('link', { name: /^LLC Formation/ }).click();
    await expect(page).toHaveURL('/business/llc-formation');
    await expect(businessPanel).toBeHidden();
    for (const panel of panels) await expect(panel).toBeHidden();
  });

  test('at the narrowest desktop width (1024 px) every panel stays on screen', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    for (const [label, width] of [
      ['Business', 500],
      ['Trucking Authority', 800],
      ['Company', 500],
    ] as const) {
      const button = menuButton(page, label);
      const panel = await panelOf(page, button);
      await button.click();
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.width, `${label} panel width`).toBe(width);
      expect(box.x, `${label} panel left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label} panel right edge`).toBeLessThanOrEqual(1024);
    }
  });

  test('Escape and a click outside close the open panel', async ({ page }) => {
    await page.goto('/');
    const business = menuButton(page, 'Business');
    const panel = await panelOf(page, business);
    await business.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(business).toBeFocused();
    await business.click();
    await expect(panel).toBeVisible();
    // A click anywhere outside the menus (here: the hero's left margin, clear of the panel).
    await page.mouse.click(12, 860);
    await expect(panel).toBeHidden();
  });

  test('the support phone is a call link and Log In goes to /my/login', async ({ page }) => {
    await page.goto('/');
    const phone = page.locator('header').getByRole('link', { name: /Call us at \(888\) 555-0142/ });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+18885550142');
    await expect(phone).toContainText('(888) 555-0142');

    await page.locator('header').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/my/login');
    await expect(page).toHaveTitle(/^Log In/);
  });

  test.describe('small screens', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the drawer opens, expands a section and closes after a link is chosen', async ({ page }) => {
      await page.goto('/');
      await expect(mainNav(page)).toBeHidden();
      const burger = page.getByRole('button', { name: 'Open menu' });
      const drawer = page.getByRole('dialog', { name: 'Site menu' });
      await expect(drawer).toBeHidden();

      await burger.click();
      await expect(drawer).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      // The drawer slides in from the right edge: it is visible before it has arrived.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 375 + 1;
        })
        .toBe(true);
      await expect(drawer.getByRole('link', { name: 'Log In' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: /Call \(888\) 555-0142/ })).toHaveAttribute('href', 'tel:+18885550142');

      const section = drawer.getByRole('button', { name: 'Trucking Authority' });
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      const ucr = drawer.getByRole('link', { name: /^UCR 2025/ });
      await expect(ucr).toBeHidden();
      await section.click();
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      await expect(ucr).toBeVisible();
      await expect(drawer.getByRole('link', { name: /^Authority Reinstatement/ })).toBeVisible();

      await ucr.click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL('/trucking-authority/ucr-2025');
      await expect(page).toHaveTitle(/^UCR 2025 Registration/);
      await expect(page.locator('main h1')).toBeVisible();
      // The page can scroll again once the drawer is gone.
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

      // Closing with the close button and with Escape.
      await burger.click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
      await burger.click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  });
});

test.describe('home page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the LLC formation packages from the API', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const fromApi = await llcPackages();
    expect(fromApi).toHaveLength(3);
    const llcId = (await (await fetch(`${API}/api/services/slug/llc-formation`)).json()).data.id;
    const response = page.waitForResponse((r) => r.url() === `${API}/api/services/${llcId}` && r.request().method() === 'GET');
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    expect((await response).ok()).toBe(true);
    const section = await waitForHomePackages(page);
    const cards = section.locator('ul[data-count] > li');
    await expect(cards).toHaveCount(3);
    for (const [i, pkg] of fromApi.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(pkg.title);
      await expect(cards.nth(i)).toContainText(`$${pkg.price.toLocaleString('en-US')}`);
    }
    expect(errors).toEqual([]);
  });

  test('a visitor buying a package sees "Sign Up Required" and is sent to signup with the checkout redirect', async ({ page }) => {
    const fromApi = await llcPackages();
    await page.goto('/');
    const section = await waitForHomePackages(page);
    const cards = section.locator('ul[data-count] > li');
    const dialog = page.getByRole('dialog', { name: 'Sign Up Required' });

    await cards.nth(0).getByRole('button').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign Up Now' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/');

    const chosen = fromApi[1]!;
    const chosenId = chosen.id ?? chosen._id!;
    await cards.nth(1).getByRole('button').click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(chosen.title);
    await dialog.getByRole('button', { name: 'Sign Up Now' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/my/signup?redirect=${encodeURIComponent(`/checkout/service/llc-formation/${chosenId}`)}`);
  });

  test.describe('newsletter', () => {
    const form = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });

    test('asks to confirm, shows the server’s answer briefly, clears the input and mails a confirmation link', async ({ page }) => {
      const email = uniqueEmail('news');
      await page.goto('/');
      const input = form(page).getByRole('textbox', { name: 'Email address' });
      await expect(input).toHaveAttribute('type', 'email');
      await input.fill(email);
      const request = page.waitForRequest((r) => r.url().endsWith('/api/newsletter/subscribe') && r.method() === 'POST');
      await form(page).getByRole('button', { name: 'Sign Up' }).click();
      expect((await request).postDataJSON()).toEqual({ email });
      const message = form(page).getByText(NEWSLETTER_SIGNUP_ANSWER);
      await expect(message).toBeVisible();
      await expect(input).toHaveValue('');
      // The message disappears after 1500 ms.
      await expect(message).toBeHidden({ timeout: 5000 });

      const mail = await waitForMail(email, /Confirm your Filebridge newsletter subscription/);
      expect(mail.to).toContain(email);
    });

    test('says "Email is required" and "Enter a valid email address" without calling the API', async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/newsletter') && calls.push(r.url()));
      await page.goto('/');
      const input = form(page).getByRole('textbox', { name: 'Email address' });
      const submit = form(page).getByRole('button', { name: 'Sign Up' });

      await submit.click();
      await expect(form(page).getByRole('alert')).toHaveText('Email is required');
      await expect(input).toHaveAttribute('aria-invalid', 'true');

      // The form validates itself (noValidate), so malformed text reaches the app's own check.
      await input.fill('not-an-email');
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      await submit.click();
      await expect(form(page).getByRole('alert')).toHaveText('Enter a valid email address');

      // An address the browser's type=email accepts but that has no domain suffix.
      await input.fill('sam@example');
      expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
      await submit.click();
      await expect(form(page).getByRole('alert')).toHaveText('Enter a valid email address');
      await expect(input).toHaveValue('sam@example');
      expect(calls).toEqual([]);
    });
  });

  test('the scroll-to-top button appears past 400 px and returns to the top', async ({ page }) => {
    await page.goto('/');
    await waitForHomePackages(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await scrollTo(page, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // Hidden at or below 400 px.
    await expect(button).toHaveCount(0);
    await scrollTo(page, 1200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('counters count up to 132+, 200+ and 2024 once scrolled into view', async ({ page }) => {
    await page.goto('/');
    const counters = page.getByRole('region', { name: 'Filebridge in numbers' });
    const values = counters.getByTestId('counter-value');
    await expect(values).toHaveCount(3);
    // Below the fold they have not started.
    await expect(values).toHaveText(['0+', '0+', '2000']);
    await counters.scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['132+', '200+', '2024']);
    // Screen readers get the final figures straight away.
    await expect(counters).toContainText('132+');
  });

  test('screenshots at 1440 and 375 px', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForHomePackages(page);
    await saveScreenshot(page, testInfo, 'home-1440.png');
    await page.setViewportSize({ width: 375, height: 812 });
    await waitForHomePackages(page);
    // Nothing may overflow the narrow viewport sideways, once the page has laid itself out for it.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(page, testInfo, 'home-375.png');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await waitForHomePackages(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
    expect(serious).toEqual([]);
  });

  test('has no serious or critical accessibility violations at 375 px with the drawer open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await waitForHomePackages(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
    expect(serious).toEqual([]);
  });
});
