// Acceptance for the operations console at 1280 px: an owner invites an operator, the operator joins,
// enrols an authenticator app, takes the oldest expedited order from the work queue, notes it for the
// team, asks its customer for something and refunds part of another order; the customer sees the
// refund and never the note; the owner reads every one of those steps in the audit log. Every
// console screen passed through is shot at 1280 px.
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { totpCode } from '../../support/admin-login';
import { linkIn, staff } from '../journeys';
import { API, PASSWORD, openConsole, submitLogIn, test, uniqueEmail, waitForMail } from '../support';

const STRIPE = process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12112';
const STRIPE_SECRET = 'sk_test_filebridge_local';
const NOTE = 'Customer called: file before Friday, the bank needs the certificate.';

async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  let cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await request.get(`${API}/api/auth/csrf`);
    cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  }
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

interface Customer {
  email: string;
  auth: Record<string, string>;
}

async function signUpCustomer(request: APIRequestContext): Promise<Customer> {
  const email = uniqueEmail('ops-journey');
  const res = await request.post(`${API}/api/auth/signup`, {
    headers: await xsrf(request),
    data: { firstName: 'Dana', lastName: 'Driver', email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, auth: { Authorization: `Bearer ${(await res.json()).token}` } };
}

/**
 * A Florida DBA filing placed and paid through the API and the Stripe emulator, once the order worker
 * has it in progress. Florida keeps these orders apart from the other suites' Texas ones in the queue.
 */
async function paidOrder(request: APIRequestContext, customer: Customer, expedited: boolean): Promise<{ id: string; orderNumber: string }> {
  const service = (await (await request.get(`${API}/api/services/slug/dba-filing`)).json()).data;
  const pkg = service.packages[0];
  const params = { state: 'Florida', packageId: pkg.id, ...(expedited ? { addOns: 'expeditedProcessing' } : {}) };
  const quote = (await (await request.get(`${API}/api/services/slug/dba-filing/quote`, { params })).json()).data;
  const address = { address: '400 S Monroe St', city: 'Tallahassee', state: 'Florida', zip: '32399' };
  const created = await request.post(`${API}/api/order/create`, {
    headers: { ...customer.auth, ...(await xsrf(request)) },
    data: {
      serviceSlug: 'dba-filing',
      packageId: pkg.id,
      businessInfo: { name: `Gulf Coast Freight ${Date.now()}`, type: 'LLC', ...address },
      customerInfo: { firstName: 'Dana', lastName: 'Driver', email: customer.email, phone: '+1 850 555 0100', billingAddress: address },
      items: quote.lines.map((l: { description: string; amount: number }) => ({ description: l.description, amount: l.amount })),
      additionalServices: { expeditedProcessing: expedited, registeredAgent: false, ein: false },
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
    headers: { ...customer.auth, ...(await xsrf(request)) },
    data: { orderId: order._id, paymentIntentId: intentId },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await expect
    .poll(async () => (await (await request.get(`${API}/api/my/orders/${order._id}`, { headers: customer.auth })).json()).data?.status, {
      timeout: 30_000,
    })
    .toBe('in_progress');
  return { id: order._id, orderNumber: order.orderNumber };
}

/** Kept beside the run's artifacts, outside the folder each project's run empties, to be looked at after. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(testInfo.project.outputDir, '..', 'screenshots', `operations-${name}-1280.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/** A filter of the work queue's toolbar by the words of its label. */
const filter = (page: Page, label: string) =>
  page
    .getByRole('search', { name: 'Filter the work queue' })
    .locator('label', { has: page.getByText(label, { exact: true }) })
    .locator('select, input');

test.use({ viewport: { width: 1280, height: 900 } });

test('an owner invites an operator who works the oldest expedited order and refunds part of another; the customer sees the refund, never the note, and the audit log shows it all', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const customer = await signUpCustomer(request);
  const oldest = await paidOrder(request, customer, true);
  const newer = await paidOrder(request, customer, true);
  const other = await paidOrder(request, customer, false);
  // The older filing is in review, its promise running; one still waiting for its details has its
  // clock paused, so it queues after every order whose promise runs.
  await (await staff(request)).move(oldest.id, { to: 'in_review' });

  // The owner invites the operator from the Staff page.
  const operatorEmail = uniqueEmail('operator');
  await openConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
  await sections(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel('Email').fill(operatorEmail);
  await invite.getByLabel('Role').selectOption('operator');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('list', { name: 'Open invitations' })).toContainText(`${operatorEmail} — Operator`);
  await shoot(page, testInfo, 'staff');

  // The operator opens the mailed link in a browser of their own, joins and enrols an authenticator app.
  const mail = await waitForMail(operatorEmail, /invited to the .* console/);
  const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const op = await operatorContext.newPage();
  try {
    await op.goto(linkIn(mail.text, '/admin/invite'));
    await expect(op.getByText('You are invited as Operator')).toBeVisible();
    await op.getByLabel('First name').fill('Olive');
    await op.getByLabel('Last name').fill('Operator');
    await op.getByLabel('Password').fill('operator-passphrase-42');
    await op.getByRole('button', { name: 'Join the staff' }).click();
    await expect(op.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeVisible();
    await op.getByLabel('Your password').fill('operator-passphrase-42');
    await op.getByRole('button', { name: 'Set up my authenticator app' }).click();
    const secret = (await op.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await shoot(op, testInfo, 'enrolment');
    await op.getByLabel('Code from the app').fill(totpCode(secret));
    await op.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(op.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).not.toHaveCount(0);
    await op.getByRole('button', { name: 'I have saved them' }).click();

    // The work queue is the operator's home; the oldest expedited order is at its top.
    await expect(op).toHaveURL(/\/admin\/dashboard\/[^/]+\/work$/);
    await expect(op.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
    await expect(sections(op).getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(sections(op).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(sections(op).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await filter(op, 'Expedited').selectOption('true');
    await filter(op, 'State').fill('FL');
    const rows = op.getByRole('region', { name: 'Work queue' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(oldest.orderNumber);
    await expect(rows.nth(2)).toContainText(newer.orderNumber);
    await expect(rows.nth(1)).toContainText('Expedited');
    await shoot(op, testInfo, 'work-queue');
    await rows.nth(1).getByRole('button', { name: 'Take' }).click();
    await expect(rows.nth(1)).toContainText(operatorEmail);

    // On the order: an internal note, then a request to the customer.
    await rows.nth(1).getByRole('link', { name: oldest.orderNumber }).click();
    await expect(op.getByRole('heading', { level: 1, name: `Order ${oldest.orderNumber}` })).toBeVisible();
    const team = op.getByRole('region', { name: 'Team' });
    await expect(team).toContainText(`Assigned to ${operatorEmail}`);
    await team.getByLabel('New internal note').fill(NOTE);
    await team.getByRole('button', { name: 'Add note' }).click();
    await expect(team.getByRole('list', { name: 'Internal notes' })).toContainText(NOTE);
    const ask = op.getByRole('form', { name: 'Ask the customer' });
    await ask.getByLabel('What is needed').selectOption('missing_detail');
    await ask.getByLabel('Message to the customer').fill('Which county is your principal office in?');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(op.getByRole('list', { name: 'Requests' })).toContainText('Which county is your principal office in?');
    await shoot(op, testInfo, 'order');

    // A partial refund of the other order, from its screen.
    await op.goto(new URL(op.url()).pathname.replace(oldest.id, other.id));
    await expect(op.getByRole('heading', { level: 1, name: `Order ${other.orderNumber}` })).toBeVisible();
    await op.getByRole('button', { name: 'Refund…' }).click();
    const dialog = op.getByRole('dialog', { name: `Refund order ${other.orderNumber}` });
    await dialog.getByLabel('Amount (USD)').fill('15');
    await dialog.getByLabel('Reason').fill('Name search fee waived');
    await shoot(op, testInfo, 'refund');
    await dialog.getByRole('button', { name: 'Refund at Stripe' }).click();
    await expect(dialog).toBeHidden();
    await expect(async () => {
      await op.getByRole('button', { name: 'Refresh' }).click();
      await expect(op.getByTestId('order-timeline')).toContainText('Refund of $15.00', { timeout: 1000 });
      await expect(op.getByTestId('order-timeline')).toContainText('Refunded', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await operatorContext.close();
  }

  // The customer sees the partial refund, the request, and nothing of the note.
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await customerContext.newPage();
  try {
    await shopper.goto('/my/login');
    await submitLogIn(shopper, customer.email);
    await expect(shopper).toHaveURL(/\/my\/account\/[0-9a-f-]{36}/);
    const account = new URL(shopper.url()).pathname.split('/').slice(0, 4).join('/');
    await shopper.goto(`${account}/orders/${other.id}`);
    await expect(shopper.getByTestId('refunds')).toContainText('$15.00 · Refunded to your card');
    await shopper.goto(`${account}/orders/${oldest.id}`);
    await expect(shopper.getByText('Which county is your principal office in?').first()).toBeVisible();
    await expect(shopper.getByText(NOTE)).toHaveCount(0);
  } finally {
    await customerContext.close();
  }
  for (const id of [oldest.id, other.id]) {
    const seen = await request.get(`${API}/api/my/orders/${id}`, { headers: customer.auth });
    expect(await seen.text()).not.toContain(NOTE);
  }
  const refunded = await (await request.get(`${API}/api/my/orders/${other.id}`, { headers: customer.auth })).json();
  expect(refunded.data).toMatchObject({ refunded: 15, refunds: [{ amount: 15, status: 'succeeded' }] });

  // The owner reads every step in the audit log: the invitation, and the operator's own actions.
  await sections(page).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'Invited a staff member' }).first()).toBeVisible();
  await sections(page).getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('row').filter({ hasText: operatorEmail }).getByRole('link', { name: 'Actions' }).click();
  await expect(page.getByText(`The actions of ${operatorEmail}`)).toBeVisible();
  const steps = page.getByRole('region', { name: 'Audit log' }).getByRole('row');
  const expected: [string, string | null][] = [
    ['Refunded order at Stripe', other.orderNumber],
    ['Asked the customer', oldest.orderNumber],
    ['Added an internal note', oldest.orderNumber],
    ['Assigned an order', oldest.orderNumber],
    ['Turned on two-step sign-in', null],
    ['Joined the staff', null],
  ];
  await expect(steps).toHaveCount(expected.length + 1);
  for (const [i, [action, orderNumber]] of expected.entries()) {
    await expect(steps.nth(i + 1)).toContainText(action);
    if (orderNumber) await expect(steps.nth(i + 1)).toContainText(orderNumber);
  }
  await expect(steps.nth(1)).toContainText('Refund: $15.00');
  expect(await log.evaluate((el) => el.scrollWidth - el.clientWidth), 'the audit log is no wider than its box').toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'audit');
});
