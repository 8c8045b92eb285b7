// The staff home at a desktop width: the work queue with a paid order in it, taken and noted from
// the order screen, and the orders table fitting its box; each page is shot at 1280 px.
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, API, openConsole, test, uniqueEmail } from '../support';

const STRIPE = process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12112';
const STRIPE_SECRET = 'sk_test_filebridge_local';

async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  let cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await request.get(`${API}/api/auth/csrf`);
    cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  }
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

/** A DBA filing in Texas, placed and paid through the API and the Stripe emulator, by a new customer. */
async function paidOrder(request: APIRequestContext): Promise<{ id: string; orderNumber: string }> {
  const email = uniqueEmail('queue-e2e');
  const signup = await request.post(`${API}/api/auth/signup`, {
    headers: await xsrf(request),
    data: { firstName: 'Dana', lastName: 'Driver', email, password: 'e2e-password-123' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).token}` };
  const service = (await (await request.get(`${API}/api/services/slug/dba-filing`)).json()).data;
  const pkg = service.packages[0];
  const quote = (
    await (await request.get(`${API}/api/services/slug/dba-filing/quote`, { params: { state: 'Texas', packageId: pkg.id } })).json()
  ).data;
  const address = { address: '100 Congress Ave', city: 'Austin', state: 'Texas', zip: '78701' };
  const created = await request.post(`${API}/api/order/create`, {
    headers: { ...auth, ...(await xsrf(request)) },
    data: {
      serviceSlug: 'dba-filing',
      packageId: pkg.id,
      businessInfo: { name: `Lone Star Hauling and Logistics Incorporated ${Date.now()}`, type: 'LLC', ...address },
      customerInfo: { firstName: 'Dana', lastName: 'Driver', email, phone: '+1 512 555 0100', billingAddress: address },
      items: quote.lines.map((l: { description: string; amount: number }) => ({ description: l.description, amount: l.amount })),
      additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
      pricing: { subtotal: quote.subtotal, taxAmount: quote.taxAmount, total: quote.total },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, clientSecret } = await created.json();
  const intentId = String(clientSecret).split('_secret_')[0]!;
  const confirmed = await request.post(`${STRIPE}/v1/payment_intents/${intentId}/confirm`, {
    headers: { Authorization: `Bearer ${STRIPE_SECRET}` },
    form: { payment_method: 'pm_card_visa' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const paid = await request.post(`${API}/api/order/confirm-payment`, {
    headers: { ...auth, ...(await xsrf(request)) },
    data: { orderId: order._id, paymentIntentId: intentId },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await expect
    .poll(async () => (await (await request.get(`${API}/api/my/orders/${order._id}`, { headers: auth })).json()).data?.status, {
      timeout: 30_000,
    })
    .toBe('in_progress');
  return { id: order._id, orderNumber: order.orderNumber };
}

/** Kept beside the run's artifacts, outside the folder each project's run empties, to be looked at after. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(testInfo.project.outputDir, '..', 'screenshots', name);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('staff take an order from the work queue, note it on its screen, and the orders table fits at 1280 px', async ({
  page,
  request,
}, testInfo) => {
  const order = await paidOrder(request);

  await openConsole(page);
  // The work queue is the staff home.
  await expect(page).toHaveURL(/\/admin\/dashboard\/[^/]+\/work$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText('Waiting on the customer');
  await row.getByRole('button', { name: 'Take' }).click();
  await expect(row).toContainText(ADMIN.email);
  await shoot(page, testInfo, 'work-queue-1280.png');

  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team).toContainText(`Assigned to ${ADMIN.email}`);
  await team.getByLabel('New internal note').fill('Customer asked us to file before Friday.');
  await team.getByRole('button', { name: 'Add note' }).click();
  await expect(team.getByRole('list', { name: 'Internal notes' })).toContainText('Customer asked us to file before Friday.');
  await shoot(page, testInfo, 'order-detail-1280.png');

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders', exact: true }).click();
  const table = page.getByRole('region', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Flags/ })).toBeVisible();
  const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the orders table is no wider than its box').toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'orders-1280.png');
});
