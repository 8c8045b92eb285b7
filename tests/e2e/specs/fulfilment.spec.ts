// Acceptance for a filing the customer follows: the phase timeline with its estimate, a request of the
// team answered from its action card, and the message thread, accessible at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, API, PASSWORD, submitLogIn, test, uniqueEmail } from '../support';

const STRIPE = process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12112';

/** A JSON call with the double-submit XSRF header; the `request` fixture keeps the cookies. */
const xsrfCookie = async (request: APIRequestContext) => (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');

async function call(request: APIRequestContext, method: string, path: string, data?: unknown, token?: string) {
  const xsrf = () => xsrfCookie(request);
  if (!(await xsrf())) await request.get(`${API}/api/auth/csrf`);
  const res = await request.fetch(`${API}${path}`, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent((await xsrf())!.value), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return res.json();
}

/** A Georgia LLC formation paid through the Stripe emulator and being worked on, with its customer. */
async function workedOrder(request: APIRequestContext) {
  const email = uniqueEmail('fulfilment-e2e');
  const { token } = await call(request, 'POST', '/api/auth/signup', { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD });
  const service = (await call(request, 'GET', '/api/services/slug/llc-formation')).data;
  const pkg = service.packages[0];
  const quote = (await call(request, 'GET', `/api/services/slug/llc-formation/quote?state=Georgia&packageId=${pkg.id}`)).data;
  const address = { address: '1 Peachtree St', city: 'Atlanta', state: 'Georgia', zip: '30303' };
  const created = await call(
    request,
    'POST',
    '/api/order/create',
    {
      serviceSlug: 'llc-formation',
      packageId: pkg.id,
      businessInfo: { name: `Peach Analytics ${Date.now()} LLC`, type: 'LLC', ...address },
      customerInfo: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '+1 404 555 0100', billingAddress: address },
      items: quote.lines.map((l: { description: string; amount: number }) => ({ description: l.description, amount: l.amount })),
      additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
      pricing: { subtotal: quote.subtotal, taxAmount: quote.taxAmount, total: quote.total },
    },
    token,
  );
  const intentId = String(created.clientSecret).split('_secret_')[0]!;
  const confirmed = await request.post(`${STRIPE}/v1/payment_intents/${intentId}/confirm`, {
    headers: { Authorization: 'Bearer sk_test_filebridge_local' },
    form: { payment_method: 'pm_card_visa' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const id = created.order._id as string;
  await call(request, 'POST', '/api/order/confirm-payment', { orderId: id, paymentIntentId: intentId }, token);
  await expect
    .poll(async () => (await call(request, 'GET', `/api/my/orders/${id}`, undefined, token)).data.phase, { timeout: 30_000 })
    .toBe('details_needed');
  return { id, email };
}

async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(serious, `${screen}: serious or critical violations`).toEqual([]);
}

test('a customer follows their filing, answers the team’s request from its card and writes to the team', async ({ page, request }) => {
  const order = await workedOrder(request);
  const admin = await adminToken(request);
  await call(request, 'POST', `/api/admin/orders/${order.id}/phase`, { to: 'in_review' }, admin);
  await call(
    request,
    'POST',
    `/api/admin/orders/${order.id}/requests`,
    { kind: 'identity_verification', message: 'Verify in Motus, please.' },
    admin,
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my/login');
  await submitLogIn(page, order.email);
  await expect(page).toHaveURL(/\/my\/account\/[0-9a-f-]{36}/);
  const userId = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/my/account/${userId}/orders/${order.id}`);

  const steps = page.getByRole('list', { name: 'Filing progress' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Waiting on you');
  await expect(page.getByText(/Estimated completion: .+ \(estimate, source:/)).toBeVisible();
  const card = page.getByRole('article', { name: 'Verify your identity' });
  await expect(card).toContainText('Verify in Motus, please.');
  await expect(card).toContainText('Login.gov');
  await expectNoSeriousViolations(page, 'order detail at 390 px');

  await card.getByLabel('Your answer').fill('Verified in Motus today.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('In review');
  await expect(page.getByRole('article', { name: 'Verify your identity' })).toHaveCount(0);

  await page.getByLabel('New message').fill('Is anything else needed?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Is anything else needed?');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, 'order detail at 1280 px');
});
