// Account safety at a phone's width (390 px): a forgotten password reset by mail, the address
// verified from its mail, a sign-up with an address in use told only to its owner, two-step
// sign-in set up with a code computed here as an authenticator app would, and one device logging
// out while another stays signed in.
import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { linkIn } from '../journeys';
import { PASSWORD, submitLogIn, submitSignUp, test, uniqueEmail, waitForMail } from '../support';

const PHONE = { width: 390, height: 844 };
const NEW_PASSWORD = 'a brand new passphrase';

test.use({ viewport: PHONE });

/** The code an authenticator app shows for `secret`, `stepsAhead` time steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/my/signup');
  await submitSignUp(page, email);
  await expect(page).toHaveURL(/\/my\/account\/[^/]+$/);
  return new URL(page.url()).pathname.split('/')[3]!;
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

test('a forgotten password is reset from the mailed link, and the customer is signed in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('reset');
  await signUp(page, email);

  const other = await phonePage(browser);
  await other.goto('/my/login');
  await other.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(other).toHaveURL('/my/forgot-password');
  await other.getByLabel('Email', { exact: true }).fill(email);
  await other.getByRole('button', { name: 'Send me a link' }).click();
  await expect(other.getByText('Check your inbox.')).toBeVisible();

  const mail = await waitForMail(email, /Reset your Filebridge password/, 60_000);
  await other.goto(linkIn(mail.text, '/reset-password'));
  await other.getByLabel('New password').fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other).toHaveURL(/\/my\/account\/[^/]+$/);
  await expect(other.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // The new password signs every other device out.
  await page.reload();
  await expect(page).toHaveURL(/\/my\/login\?redirect=/);
  await expect(page.getByText('Your session has ended. Please log in again to continue.')).toBeVisible();
  await other.context().close();
});

test('the address is verified from its mail, and the banner goes away', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('verify');
  await signUp(page, email);
  await expect(page.getByText('Verify your email')).toBeVisible();

  const mail = await waitForMail(email, /Verify your email/, 60_000);
  await page.goto(linkIn(mail.text, '/verify-email'));
  await expect(page.getByText(`Thank you: ${email} is verified.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { name: 'Email' })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Verify your email')).toHaveCount(0);
});

test('signing up with an address in use looks like any sign-up, mails its owner, and ends at log in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('taken');
  await signUp(page, email);

  const stranger = await phonePage(browser);
  await stranger.goto('/my/signup');
  await submitSignUp(stranger, email, 'someone elses passphrase');
  await expect(stranger.getByText(`Check your inbox at ${email} to verify your address.`)).toBeVisible();
  // The answer opened nothing: the first signed-in call ends it, and log-in keeps the way back.
  await expect(stranger).toHaveURL(/\/my\/login\?redirect=/);
  await expect(stranger.getByText('Your session has ended. Please log in again to continue.')).toBeVisible();

  const notice = await waitForMail(email, /You already have a Filebridge account/, 60_000);
  expect(notice.text).toContain('no new account was made');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await stranger.context().close();
});

test('two-step sign-in: set up with the app, asked at log-in on a second device, which logs out alone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('totp');
  const userId = await signUp(page, email);

  await page.goto(`/my/account/${userId}/security`);
  await page.locator('#second-factor-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  await page.getByLabel('Code from your app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // A second device: the password, then a code (the next step's: the first was used to set up).
  const second = await phonePage(browser);
  await second.goto('/my/login');
  await submitLogIn(second, email);
  await second.getByLabel('Code', { exact: true }).fill(codeFor(secret, 1));
  await second.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(second).toHaveURL(`/my/account/${userId}`);

  // Both devices are listed; logging out on the second leaves the first signed in.
  await page.goto(`/my/account/${userId}/security`);
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(2);
  await second.getByRole('button', { name: 'Log Out' }).click();
  await expect(second).toHaveURL('/');
  await page.reload();
  await expect(page).toHaveURL(`/my/account/${userId}/security`);
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await second.context().close();
});
