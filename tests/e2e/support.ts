import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { PERSIST_KEYS } from '@filebridge/contracts';
import { freshAdminCode, sharedFile, TEST_ADMIN, withFileLock } from '../support/admin-login';

export const SITE = process.env.E2E_SITE_URL ?? 'http://localhost:4173';
export const API = process.env.E2E_API_URL ?? 'http://localhost:3100';
export const MAIL = process.env.E2E_MAIL_URL ?? 'http://localhost:8026';
export const ADMIN = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };

/**
 * Signs the seeded admin in through the open /admin/login form: the password, then a code of its
 * second factor. Each code is accepted once, so one another worker used first is refused and the
 * next one is tried; the answer to the code, not the page, says which happened.
 */
export async function submitAdminSignIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Code from your authenticator app').fill(await freshAdminCode(API));
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/auth/login/2fa'),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    if (answer.ok()) {
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
      return;
    }
    expect(answer.status(), await answer.text()).toBe(400);
  }
  throw new Error('the admin second factor refused five codes in a row');
}

interface AdminSession {
  token: string;
  admin: { id: string; [key: string]: unknown };
}

/** Signs the seeded admin in through the API: the password, then a code of its second factor. */
async function signInAdmin(request: APIRequestContext): Promise<AdminSession> {
  const login = await request.post(`${API}/api/admin/auth/login`, { headers: { 'X-XSRF-TOKEN': await xsrfOf(request) }, data: ADMIN });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { challengeId } = await login.json();
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await request.post(`${API}/api/admin/auth/login/2fa`, {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(request) },
      data: { challengeId, code: await freshAdminCode(API) },
    });
    if (res.ok()) {
      const { token, admin } = await res.json();
      return { token, admin };
    }
    expect(res.status(), await res.text()).toBe(400);
  }
  throw new Error('the admin second factor refused five codes in a row');
}

/**
 * One session of the seeded admin for every test process of a run, kept in a shared file: each
 * sign-in spends a code of the second factor, of which the server accepts two a minute, so tests
 * that only need to act as staff reuse the session rather than wait for codes. A session the
 * server no longer knows (another run's stack) is replaced.
 */
async function sharedAdminSession(request: APIRequestContext): Promise<AdminSession> {
  const file = sharedFile('admin-session', API);
  return withFileLock(
    file,
    async () => {
      const kept = JSON.parse(readFileSync(file, { encoding: 'utf8', flag: 'a+' }) || 'null') as AdminSession | null;
      if (kept && (await request.get(`${API}/api/admin/auth/me`, { headers: { Authorization: `Bearer ${kept.token}` } })).ok()) return kept;
      const session = await signInAdmin(request);
      writeFileSync(file, JSON.stringify(session));
      return session;
    },
    120_000,
  );
}

/** The XSRF token of `request`'s cookie jar, fetched first if the jar has none. */
async function xsrfOf(request: APIRequestContext): Promise<string> {
  const find = async () => (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!(await find())) await request.get(`${API}/api/auth/csrf`);
  return decodeURIComponent((await find())!.value);
}

/** The seeded admin's bearer token, from the session the run's test processes share. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await sharedAdminSession(request)).token;
}

/**
 * Opens the admin console as the seeded admin without the sign-in form: the shared session is put
 * where the console keeps it, and /admin/login, seeing a signed-in admin, leads to the staff home.
 */
export async function openConsole(page: Page): Promise<void> {
  const session = await sharedAdminSession(page.request);
  await page.goto('/admin/login');
  await page.evaluate(
    ([keys, { token, admin }]) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.admin, JSON.stringify(admin));
    },
    [{ token: PERSIST_KEYS.adminToken, admin: PERSIST_KEYS.admin }, session] as const,
  );
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
}

export interface CaughtMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** Mail the stack's SMTP catcher received for one address. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const all: CaughtMail[] = await (await fetch(`${MAIL}/api/messages`)).json();
  return all.filter((m) => m.to.includes(address));
}

export async function waitForMail(address: string, subject: RegExp, timeoutMs = 30_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address)).find((m) => subject.test(m.subject))), { timeout: timeoutMs })
    .toBeTruthy();
  return found!;
}

export const uniqueEmail = (tag = 'user') => `${tag}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Collects console errors so a test can assert the page logged none. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Waits until React owns the page. A pre-rendered page is visible before its route modules have
 * loaded and hydrated it, and a click in between does nothing.
 */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const owned = (el: Element | null | undefined) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    const root = document.getElementById('root');
    if (!root) return true;
    const heading = root.querySelector('main h1');
    return owned(root.firstElementChild) && (!heading || owned(heading));
  });
}

/** Playwright's `test` whose `page.goto` returns once the app is interactive. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForReact(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Keeps every toast on screen until it is closed. Sonner pauses its auto-close while the document is
 * hidden, so the page is told it is hidden: a test asserting on a toast then never races the toast's
 * 4 s timer, however busy the machine.
 */
export async function holdToasts(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true }));
}

export const PASSWORD = 'correct-horse-9';

/** The id of an LLC formation package, by its title, as the catalog serves it. */
export const llcPackageId = (title: string): Promise<string> => packageIdOf('llc-formation', title);

/** The id of a service's package, by its title, as the catalog serves it. */
export async function packageIdOf(slug: string, title: string): Promise<string> {
  const body = await (await fetch(`${API}/api/services/slug/${slug}`)).json();
  const pkg = body.data.packages.find((p: { title: string }) => p.title === title);
  expect(pkg, `package ${title}`).toBeTruthy();
  return pkg.id;
}

/** Fills and sends the sign-up form on the page as Ada Lovelace with `email`. */
export async function submitSignUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = page.getByTestId('signup-form');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

/** Fills and sends the log-in form on the page. */
export async function submitLogIn(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
}
