// The steps several browser journeys share: buying through the real checkout, giving an LLC's
// filing details, verifying the address from its mail, and what staff do through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, API, llcPackageId, submitSignUp, waitForMail } from './support';

const CARD = { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', postal: '78701' };

/** Pays the checkout on the page by card and waits for the receipt; answers the order number. */
export async function payByCard(page: Page): Promise<string> {
  const card = page.getByTestId('card-element');
  await card.locator('input[name=cardnumber]').fill(CARD.number);
  await card.locator('input[name=exp-date]').fill(CARD.exp);
  await card.locator('input[name=cvc]').fill(CARD.cvc);
  await card.locator('input[name=postal]').fill(CARD.postal);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  return (await page.getByTestId('receipt-order-number').textContent())!;
}

/** Signs up as `email` and buys a Texas LLC (Standard, our registered agent added) through the real checkout. */
export async function buyLlc(page: Page, email: string): Promise<string> {
  const pkgId = await llcPackageId('Standard');
  await page.goto(`/my/signup?redirect=${encodeURIComponent(`/checkout/service/llc-formation/${pkgId}`)}`);
  await submitSignUp(page, email);
  await expect(page).toHaveURL(new RegExp(`/checkout/service/llc-formation/${pkgId}$`));
  await page.getByLabel('Business name').fill('Lone Star Coffee LLC');
  await page.getByLabel('State of formation').selectOption({ label: 'Texas' });
  await page.getByLabel('Business address').fill('100 Congress Ave');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: /Continue to your details/ }).click();
  await page.getByLabel('Phone', { exact: true }).fill('512-555-0100');
  await page.getByRole('button', { name: /Continue to add-ons/ }).click();
  // Our registered agent, bought here, is then the formation's agent.
  await page.getByRole('checkbox', { name: /Registered agent/ }).check();
  await page.getByRole('button', { name: /Continue to payment/ }).click();
  return payByCard(page);
}

/**
 * From the order page: opens "Complete your filing details", saves part of an LLC's details as a
 * draft (a name without its designator refused inline first), reloads and finds the draft, then
 * completes and submits them.
 */
export async function giveLlcDetails(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Complete your filing details' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Complete your filing details' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { name: 'Your LLC' })).toBeVisible();

  await page.getByLabel('Legal name').fill('Lone Star Coffee');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('End the name with LLC, L.L.C. or Limited Liability Company')).toBeVisible();
  await page.getByLabel('Legal name').fill('Lone Star Coffee LLC');
  await page.getByLabel('First alternate name').fill('Lone Star Beans LLC');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Legal name')).toHaveValue('Lone Star Coffee LLC');
  await expect(page.getByLabel('First alternate name')).toHaveValue('Lone Star Beans LLC');

  await page.getByLabel('Second alternate name').fill('Lone Star Roasters LLC');
  await page.getByLabel('Management').selectOption('member');
  const members = page.getByRole('group', { name: 'Members' });
  await members.getByRole('button', { name: 'Add a member' }).click();
  await members.getByLabel('Full legal name').fill('Ada Lovelace');
  await members.getByLabel('Ownership %').fill('100');
  await page.getByLabel('Organizer').fill('Ada Lovelace');
  const principal = page.getByRole('group', { name: 'Principal address' });
  await principal.getByLabel('Street address').fill('100 Congress Ave');
  await principal.getByLabel('City').fill('Austin');
  await principal.getByLabel('State').fill('TX');
  await principal.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Registered agent', { exact: true }).selectOption('ours');
  await page.getByLabel('Purpose').fill('Roasting and selling coffee.');
  await page.getByRole('button', { name: 'Submit details' }).click();
  await expect(page.getByText('Your filing details are in.')).toBeVisible();
}

/** The link of a mail to `pathname` (a `?token=` link), as a site path. */
export function linkIn(text: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathname}\\?token=[\\w-]+`).exec(text);
  expect(match, `a ${pathname} link in the mail`).toBeTruthy();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

/** Opens the verification link mailed to `email` at sign-up, as its owner does. */
export async function verifyAddress(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email, /Verify your email/, 60_000);
  await page.goto(linkIn(mail.text, '/verify-email'));
  await expect(page.getByText(`Thank you: ${email} is verified.`)).toBeVisible();
}

/** What staff do on an order through the admin API, signed in as the seeded admin. */
export async function staff(request: APIRequestContext) {
  const xsrf = async () => {
    let cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) {
      await request.get(`${API}/api/auth/csrf`);
      cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    }
    return decodeURIComponent(cookie!.value);
  };
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`${API}${path}`, { headers: { ...auth, 'X-XSRF-TOKEN': await xsrf() }, data });
    expect(res.ok(), `POST ${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  return {
    ask: (orderId: string, kind: string, message: string) => post(`/api/admin/orders/${orderId}/requests`, { kind, message }),
    move: (orderId: string, body: Record<string, string>) => post(`/api/admin/orders/${orderId}/phase`, body),
    upload: async (orderId: string, kind: string, fileName: string, bytes: Buffer) => {
      const res = await request.post(`${API}/api/admin/orders/${orderId}/documents?${new URLSearchParams({ kind, fileName })}`, {
        headers: { ...auth, 'X-XSRF-TOKEN': await xsrf(), 'content-type': 'application/pdf' },
        data: bytes,
      });
      expect(res.status(), await res.text()).toBe(201);
    },
  };
}
