// What a new customer meets at a phone's width (390 px) and a desktop's (1280 px): checkout opens at
// its top with its heading focused, the card field shows the whole card number, toasts leave the Pay
// button, the Order Complete heading and the open menu usable, a new account is welcomed rather than welcomed back, the header
// logs out, the home page asks for its packages by service id, and no screen has a serious
// accessibility violation while a success toast shows.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { API, holdToasts, submitAdminSignIn, llcPackageId, submitLogIn, submitSignUp, uniqueEmail, test } from '../support';

const STRIPE = process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12112';
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const checkoutPath = async () => `/checkout/service/llc-formation/${await llcPackageId('Basic')}`;

async function signUp(page: Page, email: string, redirect?: string) {
  await page.goto(redirect ? `/my/signup?redirect=${encodeURIComponent(redirect)}` : '/my/signup');
  await submitSignUp(page, email);
}

async function logIn(page: Page, email: string, redirect?: string) {
  await page.goto(redirect ? `/my/login?redirect=${encodeURIComponent(redirect)}` : '/my/login');
  await submitLogIn(page, email);
}

async function fillCheckoutUpToPayment(page: Page) {
  await page.getByLabel('Business name').fill('Lone Star Coffee LLC');
  await page.getByLabel('State of formation').selectOption({ label: 'Texas' });
  await page.getByLabel('Business address').fill('100 Congress Ave');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: /Continue to your details/ }).click();
  await page.getByLabel('Phone', { exact: true }).fill('512-555-0100');
  await page.getByRole('button', { name: /Continue to add-ons/ }).click();
  await page.getByRole('button', { name: /Continue to payment/ }).click();
}

async function fillCard(card: Locator, number: string) {
  await card.locator('input[name=cardnumber]').fill(number);
  await card.locator('input[name=exp-date]').fill('12/34');
  await card.locator('input[name=cvc]').fill('123');
  await card.locator('input[name=postal]').fill('78701');
}

/**
 * Whether `text` fits inside the input without scrolling: its width in the input's own font
 * against the content box, and for a typed value also the browser's own scroll width.
 */
function textFits(input: Locator, text: string) {
  return input.evaluate((el, value) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(value).width <= room + 0.5 && field.scrollWidth <= field.clientWidth;
  }, text);
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/**
 * What a tap at the element's centre lands on, and whether a toast was on screen at that moment;
 * `scroll` first brings the element to that edge of the screen, where a thumb meets it.
 */
function tapAtCentre(target: Locator, scroll?: ScrollLogicalPosition) {
  return target.evaluate((el, block) => {
    if (block) el.scrollIntoView({ block, behavior: 'instant' });
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      toastShowing: document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])').length > 0,
      reachesTarget: !!hit && (hit === el || el.contains(hit)),
    };
  }, scroll);
}

/** The header's account controls: the drawer on a phone, the account menu on a desktop. */
async function openAccountMenu(page: Page, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  await page.getByRole('banner').getByRole('button', { name: /^AL\b/ }).click();
  const menu = page.getByRole('banner').getByRole('list', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Moves within the app without a page load, which would take the open toasts with it. */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(serious, `${screen}: serious or critical violations`).toEqual([]);
}

/** The newest success toast, once it shows (held open by `holdToasts`). */
async function successToast(page: Page) {
  const toast = page.locator('[data-sonner-toast][data-type="success"]').first();
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('the Stripe.js stand-in', () => {
  test('lays its card field out so the number is never crushed, from 320 to 1440 px', async ({ page }) => {
    for (const width of [320, 360, 390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.setContent(
        // As narrow as checkout leaves it: the page's and the payment panel's padding either side.
        `<body style="margin:0;font:16px system-ui"><div style="padding:24px 40px"><div id="card" style="padding:12px;border:1px solid #ccc"></div></div>` +
          `<script src="${STRIPE}/js/stripe.js"></script>` +
          `<script>window.Stripe('pk_test_layout').elements().create('card').mount('#card')</script></body>`,
      );
      const card = page.locator('#card');
      const number = card.locator('input[name=cardnumber]');
      await expect(number).toBeVisible();
      for (const [name, placeholder] of [
        ['cardnumber', 'Card number'],
        ['exp-date', 'MM / YY'],
        ['cvc', 'CVC'],
        ['postal', 'ZIP'],
      ] as [string, string][]) {
        expect(await textFits(card.locator(`input[name=${name}]`), placeholder), `"${placeholder}" at ${width} px`).toBe(true);
      }
      await fillCard(card, CARD_DECLINED);
      const fields = [
        [number, CARD_DECLINED],
        [card.locator('input[name=exp-date]'), '12 / 34'],
        [card.locator('input[name=cvc]'), '123'],
        [card.locator('input[name=postal]'), '78701'],
      ] as const;
      for (const [input, text] of fields) expect(await textFits(input, text), `${text} at ${width} px`).toBe(true);
      const box = (await card.boundingBox())!;
      for (const [input] of fields) {
        const field = (await input.boundingBox())!;
        expect(field.x + field.width, `inside the card box at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
      }
    }
  });
});

for (const size of SIZES) {
  const phone = size.name === 'phone';

  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.beforeEach(({ page }) => holdToasts(page));

    test('a new customer pays with the whole card number in view, and toasts leave Pay and the open menu usable', async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page, uniqueEmail(`edges-pay-${size.name}`), await checkoutPath());
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await fillCheckoutUpToPayment(page);

      const card = page.getByTestId('card-element');
      const number = card.locator('input[name=cardnumber]');
      await expect(number).toBeVisible();
      expect(await textFits(number, 'Card number'), 'the placeholder fits').toBe(true);
      await fillCard(card, CARD_DECLINED);
      expect(await textFits(number, CARD_DECLINED), 'the typed number fits').toBe(true);

      const total = (await page.getByTestId('total').textContent())!.trim();
      const pay = page.getByRole('button', { name: `Pay ${total}` });
      await pay.click();
      await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');
      await expect(toasts(page).filter({ hasText: 'Your card was declined.' })).toBeVisible();
      for (const at of ['end', 'center'] as const) {
        expect(await tapAtCentre(pay, at), `the Pay button at the ${at} of the screen, with the error toast showing`).toEqual({
          toastShowing: true,
          reachesTarget: true,
        });
      }

      await fillCard(card, CARD_OK);
      expect(await textFits(number, CARD_OK), 'the whole test card number is in view').toBe(true);
      await card.screenshot({ path: test.info().outputPath(`card-${size.name}.png`) });
      await pay.click();
      const complete = page.getByRole('heading', { level: 1, name: 'Order Complete' });
      await expect(complete).toBeVisible();
      await expect(toasts(page).filter({ hasText: 'Payment received.' })).toBeVisible();
      if (phone) {
        // The new page may still be scrolling to its top; a toast held open over the heading never lets this pass.
        await expect(complete).toBeInViewport();
        await expect
          .poll(() => tapAtCentre(complete), { message: 'the Order Complete heading, with the payment toast showing' })
          .toEqual({ toastShowing: true, reachesTarget: true });
      }
      const menu = await openAccountMenu(page, phone);
      for (const name of ['My account', 'My orders']) {
        const link = menu.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect.poll(async () => (await tapAtCentre(link)).reachesTarget, { message: `${name} is tappable` }).toBe(true);
      }
      await expect.poll(async () => (await tapAtCentre(menu.getByRole('button', { name: 'Log out' }))).reachesTarget).toBe(true);
    });

    test('checkout opens at its top with its heading focused, from a buy button half-way down a service page', async ({ page }) => {
      await signUp(page, uniqueEmail(`edges-top-${size.name}`));
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await page.goto('/business/llc-formation');
      const buy = page.getByRole('button', { name: /, Basic package$/ }).first();
      await buy.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the buy button is below the fold' }).toBeGreaterThan(0);
      await buy.click();

      const heading = page.getByRole('heading', { level: 1, name: 'Checkout' });
      await expect(heading).toBeFocused();
      await expect(page.getByLabel('Business name')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' }).toBe(0);
      await expect(heading).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`checkout-open-${size.name}.png`) });
    });

    test('a new account is welcomed, not welcomed back; after logging in again it is', async ({ page }) => {
      const email = uniqueEmail(`edges-welcome-${size.name}`);
      await signUp(page, email);
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText(/^Welcome, Ada/)).toBeVisible();
      await expect(main.getByText(/Welcome back/)).toHaveCount(0);

      await (await openAccountMenu(page, phone)).getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
      await logIn(page, email);
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await expect(main.getByText(/^Welcome back, Ada/)).toBeVisible();
    });

    test('Log out in the header ends the session: token and userData gone, the header offers Log In', async ({ page }) => {
      await signUp(page, uniqueEmail(`edges-logout-${size.name}`));
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await page.goto('/');
      const menu = await openAccountMenu(page, phone);
      const logoutCall = page.waitForRequest((r) => r.method() === 'POST' && r.url() === `${API}/api/auth/logout`);
      await menu.getByRole('button', { name: 'Log out' }).click();
      await logoutCall;
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Log In' })).toBeVisible();
      } else {
        await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
      }
    });

    test('sign-up, checkout, dashboard and the admin screens have no serious accessibility violation with a success toast showing', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail(`edges-axe-${size.name}`);

      await signUp(page, email);
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await successToast(page);
      await expectNoSeriousViolations(page, 'dashboard');

      await (await openAccountMenu(page, phone)).getByRole('button', { name: 'Log out' }).click();
      const loggedOut = await successToast(page);
      await clientNavigate(page, '/my/signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
      await expect(loggedOut).toBeVisible();
      await expectNoSeriousViolations(page, 'sign-up');

      await logIn(page, email, await checkoutPath());
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await successToast(page);
      await expectNoSeriousViolations(page, 'checkout');

      await page.goto('/admin/login');
      await submitAdminSignIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
      const signedIn = await successToast(page);
      const base = new URL(page.url()).pathname.replace(/\/work$/, '');
      for (const [path, heading] of [
        ['/work', 'Work queue'],
        ['', 'Overview'],
        ['/orders', 'Orders'],
        ['/queues', 'Queues'],
        ['/catalog', 'Catalog'],
        ['/people', /Subscribers/],
        ['/audit', 'Audit log'],
      ] as const) {
        await clientNavigate(page, `${base}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(signedIn).toBeVisible();
        await expectNoSeriousViolations(page, `admin ${path || 'overview'}`);
      }
    });
  });
}

test('the home page asks for its packages by the configured service id', async ({ page }) => {
  const llc = (await (await fetch(`${API}/api/services/slug/llc-formation`)).json()).data;
  const byId = page.waitForRequest((r) => r.url() === `${API}/api/services/${llc.id}`);
  await page.goto('/');
  await byId;
  await expect(page.locator('#packages').getByRole('heading', { level: 3, name: 'Standard' })).toBeVisible();
});
