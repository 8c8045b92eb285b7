import { expect, type Page } from '@playwright/test';
import { API, llcPackageId, submitLogIn, submitSignUp, uniqueEmail, waitForMail, test } from '../support';

/**
 * The customer's path through the real stack: home → "Sign Up Required" → signup → checkout →
 * card payment (Stripe emulator) → receipt → dashboard with a live timeline → receipt mail.
 */

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

async function fillCheckout(page: Page, { expedited = false } = {}) {
  await page.getByLabel('Business name').fill('Lone Star Coffee LLC');
  await expect(page.getByLabel('Business type')).toHaveValue('LLC');
  await page.getByLabel('State of formation').selectOption({ label: 'Texas' });
  await page.getByLabel('Business address').fill('100 Congress Ave');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('ZIP code').fill('78701');
  // The government fee is its own line, with where it goes, before any card is asked for.
  const fee = page.getByTestId('government-fee');
  await expect(fee).toContainText('Texas state LLC filing fee, at cost');
  await expect(fee).toContainText('Paid to: Texas business filing office');
  await expect(page.getByText('State tax (Texas, 6.25%)')).toBeVisible();
  await page.getByRole('button', { name: /Continue to your details/ }).click();

  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  await page.getByLabel('Phone', { exact: true }).fill('512-555-0100');
  await page.getByRole('button', { name: /Continue to add-ons/ }).click();

  if (expedited) await page.getByRole('checkbox', { name: /Expedited processing/ }).check();
  await page.getByRole('button', { name: /Continue to payment/ }).click();
}

async function fillCard(page: Page, number: string) {
  const card = page.getByTestId('card-element');
  await card.locator('input[name=cardnumber]').fill(number);
  await card.locator('input[name=exp-date]').fill('12/34');
  await card.locator('input[name=cvc]').fill('123');
  await card.locator('input[name=postal]').fill('78701');
}

async function myOrders(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${API}/api/my/orders`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).data.items as { id: string; orderNumber: string; status: string }[];
}

test('a visitor signs up from a home package, pays by card, gets the receipt and follows the order live', async ({ page }) => {
  // Mail goes through the real outbox → queue → mailing worker → SMTP path: allow it time under load.
  test.setTimeout(150_000);
  const email = uniqueEmail('journey');

  await page.goto('/');
  await page
    .locator('#packages')
    .getByRole('button', { name: /LLC Formation, Standard package/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up Required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Up Now' }).click();

  await expect(page).toHaveURL(/\/my\/signup\?redirect=/);
  await expect(page.getByText('Next: checkout for LLC Formation (Standard).')).toBeVisible();
  await submitSignUp(page, email);

  // Lands on checkout for that package, inside the new account.
  await expect(page).toHaveURL(/\/my\/account\/[^/]+\/checkout\/service\/llc-formation\/[0-9a-f-]{36}$/);
  const userId = new URL(page.url()).pathname.split('/')[3]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('LLC Formation: Standard package.')).toBeVisible();

  await fillCheckout(page, { expedited: true });
  const total = (await page.getByTestId('total').textContent())!.trim();
  expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled(); // the payment provider has loaded
  await fillCard(page, CARD_OK);
  await pay.click();

  // The receipt.
  await expect(page).toHaveURL(new RegExp(`/my/account/${userId}/order-complete/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-order-number')).toHaveText(/^FB-\d+$/);
  const orderNumber = (await receipt.getByTestId('receipt-order-number').textContent())!;
  await expect(receipt).toContainText('Paid');
  await expect(receipt).toContainText('Credit Card');
  await expect(receipt).toContainText(`INV-${orderNumber.slice(3)}`);
  await expect(receipt).toContainText('Texas state LLC filing fee, at cost');
  await expect(receipt.getByTestId('receipt-total')).toHaveText(total);

  // A reload still shows it.
  await page.reload();
  await expect(page.getByTestId('receipt-order-number')).toHaveText(orderNumber);

  // The dashboard: the order, and its timeline reaching "In progress" without a reload.
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await expect(page.getByTestId('timeline')).toContainText('In progress', { timeout: 30_000 });
  await expect(page.getByTestId('timeline')).toContainText('Paid');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.getByRole('link', { name: 'All orders' }).click();
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row).toContainText('LLC Formation');
  await expect(row).toContainText(total);

  // The receipt mail.
  const mail = await waitForMail(email, /receipt|Receipt|FB-/, 60_000);
  expect(mail.subject).toContain('FB-');
  const receiptMail = await waitForMail(email, new RegExp(`receipt.*${orderNumber}`, 'i'), 60_000);
  expect(receiptMail.text).toContain(orderNumber);
  expect(receiptMail.text).toContain(total);
});

test('a declined card shows the provider’s message and charges nothing; another card then pays the same order', async ({ page }) => {
  const email = uniqueEmail('declined');
  const pkgId = await llcPackageId('Basic');
  await page.goto(`/my/signup?redirect=${encodeURIComponent(`/checkout/service/llc-formation/${pkgId}`)}`);
  await submitSignUp(page, email);
  await expect(page).toHaveURL(new RegExp(`/checkout/service/llc-formation/${pkgId}$`));
  const checkoutUrl = page.url();

  await fillCheckout(page);
  const total = (await page.getByTestId('total').textContent())!.trim();
  await fillCard(page, CARD_DECLINED);
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  const alert = page.getByTestId('payment-error');
  await expect(alert).toHaveText('Your card was declined.');
  // The red alert sits right under the card field.
  const cardBox = await page.getByTestId('card-element').boundingBox();
  const alertBox = await alert.boundingBox();
  expect(alertBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
  expect(page.url()).toBe(checkoutUrl);

  const afterDecline = await myOrders(page);
  expect(afterDecline).toHaveLength(1);
  expect(['pending_payment', 'payment_failed']).toContain(afterDecline[0]!.status);

  await fillCard(page, CARD_OK);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/order-complete\//);
  await expect(page.getByTestId('receipt')).toContainText('Paid');

  // Still one order: the retry reused the order and its PaymentIntent.
  const afterRetry = await myOrders(page);
  expect(afterRetry).toHaveLength(1);
  expect(afterRetry[0]!.id).toBe(afterDecline[0]!.id);
  expect(['paid', 'in_progress']).toContain(afterRetry[0]!.status);
});

test('guards: another id goes to one’s own account; a logged-out checkout goes to login and back', async ({ page }) => {
  const email = uniqueEmail('guards');
  const pkgId = await llcPackageId('Premium');
  await page.goto('/my/signup');
  await submitSignUp(page, email);
  await expect(page).toHaveURL(/\/my\/account\/[^/]+$/);
  const userId = new URL(page.url()).pathname.split('/')[3]!;

  await page.goto('/my/account/00000000-0000-0000-0000-000000000000/profile');
  await expect(page).toHaveURL(`/my/account/${userId}/profile`);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

  await page.goto(`/my/account/${userId}`);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  // The session is cleared once the page has left the account area, not with the URL change itself.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeNull();

  const checkoutPath = `/my/account/${userId}/checkout/service/llc-formation/${pkgId}`;
  await page.goto(checkoutPath);
  await expect(page).toHaveURL(`/my/login?redirect=${encodeURIComponent(checkoutPath)}`);
  await submitLogIn(page, email);
  await expect(page).toHaveURL(checkoutPath);
  await expect(page.getByText('LLC Formation: Premium package.')).toBeVisible();
  // Premium already includes a registered agent, an EIN and expedited handling: nothing to add twice.
  await page.getByLabel('Business name').fill('Guarded LLC');
  await page.getByLabel('State of formation').selectOption({ label: 'Ohio' });
  await page.getByLabel('Business address').fill('1 High St');
  await page.getByLabel('City', { exact: true }).fill('Columbus');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByRole('button', { name: /Continue to your details/ }).click();
  await page.getByLabel('Phone', { exact: true }).fill('614-555-0100');
  await page.getByRole('button', { name: /Continue to add-ons/ }).click();
  for (const name of [/Registered agent/, /EIN registration/, /Expedited processing/]) {
    const box = page.getByRole('checkbox', { name });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }
});
