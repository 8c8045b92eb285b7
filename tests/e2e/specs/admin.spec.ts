// Acceptance for the admin area: sign-in, order handling, the catalog switch and add-ons, access rules and
// the queues screen (with a failed mail job retried from it), driven through the real built site against the whole stack.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ALL_QUEUES, INACTIVE_SERVICE_TEXT } from '@filebridge/contracts';
import { ADMIN, API, MAIL, openConsole, submitAdminSignIn, holdToasts, mailsTo, uniqueEmail, waitForMail, test } from '../support';

const STRIPE = process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12112';
const STRIPE_SECRET = 'sk_test_filebridge_local';

/** The double-submit XSRF header; the `request` fixture keeps the fb_sid and XSRF-TOKEN cookies. */
async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  let cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await request.get(`${API}/api/auth/csrf`);
    cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  }
  expect(cookie, 'the bff sets an XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

async function signUpCustomer(request: APIRequestContext) {
  const email = uniqueEmail('admin-e2e');
  const res = await request.post(`${API}/api/auth/signup`, {
    headers: await xsrf(request),
    data: { firstName: 'Dana', lastName: 'Driver', email, password: 'e2e-password-123' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { email, token: body.token as string };
}

/** An unpaid DBA filing order in Texas, created through the API. */
async function createOrder(request: APIRequestContext, customer: { email: string; token: string }) {
  const auth = { Authorization: `Bearer ${customer.token}` };
  const service = (await (await request.get(`${API}/api/services/slug/dba-filing`)).json()).data;
  const pkg = service.packages[0];
  const quoteRes = await request.get(`${API}/api/services/slug/dba-filing/quote`, { params: { state: 'Texas', packageId: pkg.id } });
  expect(quoteRes.ok(), await quoteRes.text()).toBeTruthy();
  const quote = (await quoteRes.json()).data;

  const address = { address: '100 Congress Ave', city: 'Austin', state: 'Texas', zip: '78701' };
  const created = await request.post(`${API}/api/order/create`, {
    headers: { ...auth, ...(await xsrf(request)) },
    data: {
      serviceSlug: 'dba-filing',
      packageId: pkg.id,
      businessInfo: { name: `Lone Star Hauling ${Date.now()}`, type: 'LLC', ...address },
      customerInfo: { firstName: 'Dana', lastName: 'Driver', email: customer.email, phone: '+1 512 555 0100', billingAddress: address },
      items: quote.lines.map((l: { description: string; amount: number }) => ({ description: l.description, amount: l.amount })),
      additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
      pricing: { subtotal: quote.subtotal, taxAmount: quote.taxAmount, total: quote.total },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, clientSecret } = await created.json();
  return { id: order._id as string, orderNumber: order.orderNumber as string, auth, clientSecret: String(clientSecret) };
}

/** A DBA filing order in Texas, created and paid through the API and the Stripe emulator. */
async function placePaidOrder(request: APIRequestContext, customer: { email: string; token: string }) {
  const order = await createOrder(request, customer);
  const { auth } = order;
  const intentId = order.clientSecret.split('_secret_')[0]!;

  const confirmed = await request.post(`${STRIPE}/v1/payment_intents/${intentId}/confirm`, {
    headers: { Authorization: `Bearer ${STRIPE_SECRET}` },
    form: { payment_method: 'pm_card_visa' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const paid = await request.post(`${API}/api/order/confirm-payment`, {
    headers: { ...auth, ...(await xsrf(request)) },
    data: { orderId: order.id, paymentIntentId: intentId },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  return { id: order.id, orderNumber: order.orderNumber, auth };
}

async function customerOrder(request: APIRequestContext, id: string, auth: Record<string, string>) {
  const res = await request.get(`${API}/api/my/orders/${id}`, { headers: auth });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return (body.data ?? body) as { status: string; timeline: { toStatus: string; note: string | null; source: string }[] };
}

/** Opens the console, landing on the work queue; returns the dashboard's base path. */
async function adminSignIn(page: Page, through: 'form' | 'session' = 'session'): Promise<string> {
  if (through === 'form') {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Log In' })).toBeVisible();
    await submitAdminSignIn(page);
  } else {
    await openConsole(page);
  }
  await expect(page).toHaveURL(/\/admin\/dashboard\/[^/]+\/work$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  return new URL(page.url()).pathname.replace(/\/work$/, '');
}

/** Makes the stack's mail catcher refuse (550 at RCPT TO) or accept again mail for one address. */
async function smtpFor(address: string, mode: 'reject' | 'accept') {
  const res = await fetch(`${MAIL}/api/smtp/${mode}?to=${encodeURIComponent(address)}`, { method: 'POST' });
  expect(res.ok, `mail catcher ${mode} ${address}`).toBeTruthy();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test('an admin finds a paid order by its number and completes it; the customer sees it completed', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  const order = await placePaidOrder(request, customer);
  // The order worker moves a paid order on to in_progress by itself.
  await expect.poll(async () => (await customerOrder(request, order.id, order.auth)).status, { timeout: 30_000 }).toBe('in_progress');

  await adminSignIn(page);
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Search').fill(order.orderNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.orderNumber}`));
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: order.orderNumber, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('In progress');
  await expect(page.getByText(customer.email).first()).toBeVisible();

  await page.getByRole('button', { name: 'Mark as completed' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark order ${order.orderNumber} as completed?` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Note (optional)').fill('Filed with the Texas Secretary of State.');
  await dialog.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-timeline')).toContainText('In progress → Completed');
  await expect(page.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);

  const seen = await customerOrder(request, order.id, order.auth);
  expect(seen.status).toBe('completed');
  expect(seen.timeline.at(-1)).toMatchObject({ toStatus: 'completed', source: 'admin', note: 'Filed with the Texas Secretary of State.' });

  // The customer is told once, with the admin's note.
  const completedSubject = `Your order ${order.orderNumber} is now: Completed`;
  const completedMail = await waitForMail(customer.email, new RegExp(completedSubject), 45_000);
  expect(completedMail.text).toContain('Filed with the Texas Secretary of State.');
  expect((await mailsTo(customer.email)).filter((m) => m.subject === completedSubject)).toHaveLength(1);
  expect((await mailsTo(customer.email)).filter((m) => /is now: In progress/.test(m.subject))).toHaveLength(0);

  // The change is in the audit log with who made it.
  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  const firstRow = page.getByRole('region', { name: 'Audit log' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('Changed order status');
  await expect(firstRow).toContainText(ADMIN.email);
  await expect(firstRow).toContainText('In progress → Completed');
});

test('switching a service off shows the inactive text on its public page, and switching it back restores it', async ({
  page,
  context,
  request,
}) => {
  await adminSignIn(page);
  await nav(page).getByRole('link', { name: 'Catalog' }).click();
  const toggle = page.getByRole('switch', { name: 'Articles of Amendment is available to order' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const publicPage = await context.newPage();
  try {
    await toggle.click();
    await page.getByRole('dialog', { name: 'Make Articles of Amendment inactive?' }).getByRole('button', { name: 'Make inactive' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await publicPage.goto('/business/articles-amendment');
    await expect(publicPage.getByText(INACTIVE_SERVICE_TEXT)).toBeVisible();

    await toggle.click();
    await page.getByRole('dialog', { name: 'Make Articles of Amendment active?' }).getByRole('button', { name: 'Make active' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await publicPage.reload();
    await expect(publicPage.getByRole('button', { name: 'File My Amendment' }).first()).toBeVisible();
    await expect(publicPage.getByText(INACTIVE_SERVICE_TEXT)).toHaveCount(0);
  } finally {
    // Leave the catalog as the other specs expect it, even if an assertion above failed.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const services = (await (await request.get(`${API}/api/admin/services`, { headers: { Authorization: `Bearer ${token}` } })).json())
      .data as { id: string; slug: string; status: string }[];
    const service = services.find((s) => s.slug === 'articles-amendment');
    if (service && service.status !== 'active') {
      await request.patch(`${API}/api/admin/services/${service.id}`, {
        headers: { Authorization: `Bearer ${token}`, ...(await xsrf(request)) },
        data: { status: 'active' },
      });
    }
    await publicPage.close();
  }
});

test('unticking an add-on a package includes, in the package editor, makes it chargeable at once', async ({ page, request }) => {
  await adminSignIn(page);
  await nav(page).getByRole('link', { name: 'Catalog' }).click();
  const nonprofit = page.getByTestId('service-nonprofit');
  const quoteEin = async (packageId: string) =>
    (await (await request.get(`${API}/api/services/slug/nonprofit/quote`, { params: { state: 'Texas', packageId, addOns: 'ein' } })).json())
      .data as { lines: { code: string; amount: number }[] };
  const standardId = (await (await request.get(`${API}/api/services/slug/nonprofit`)).json()).data.packages[1].id as string;
  try {
    expect((await quoteEin(standardId)).lines.map((l) => l.code)).not.toContain('ein');
    await nonprofit.getByRole('button', { name: 'Edit Standard (Nonprofit Formation)' }).click();
    const editor = nonprofit.getByRole('form', { name: 'Edit package Standard' });
    const included = editor.getByRole('group', { name: 'Included add-ons' });
    await expect(included.getByRole('checkbox', { name: 'EIN registration' })).toBeChecked();
    await included.getByRole('checkbox', { name: 'EIN registration' }).uncheck();
    await editor.getByRole('button', { name: 'Save package' }).click();
    await expect(page.getByText('“Standard” saved. The public page shows it now.')).toBeVisible();

    const served = (await (await request.get(`${API}/api/services/slug/nonprofit`)).json()).data;
    expect(served.packages[1].includedAddOns).toEqual([]);
    expect((await quoteEin(standardId)).lines).toContainEqual(expect.objectContaining({ code: 'ein', amount: 79 }));
  } finally {
    // Leave the catalog as the other specs expect it, even if an assertion above failed.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    await request.patch(`${API}/api/admin/packages/${standardId}`, {
      headers: { Authorization: `Bearer ${token}`, ...(await xsrf(request)) },
      data: { includedAddOns: ['ein'] },
    });
  }
});

test('a customer token cannot call the admin API, and the dashboard needs an admin sign-in', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  const res = await request.get(`${API}/api/admin/orders`, { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('wrong_audience');

  await page.goto('/admin/dashboard/not-an-admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Log In' })).toBeVisible();
});

test('the queues screen lists every queue with its counts and workers', async ({ page }) => {
  // Signed in through the form: this test signs out at its end, which ends its own session only.
  await adminSignIn(page, 'form');
  await nav(page).getByRole('link', { name: 'Queues' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queues' })).toBeVisible();
  for (const name of ALL_QUEUES) {
    const card = page.getByTestId(`queue-${name}`);
    await expect(card).toBeVisible();
    for (const state of ['waiting', 'active', 'delayed', 'completed', 'failed']) {
      await expect(card.getByTestId(`queue-${name}-${state}`)).toHaveText(new RegExp(`^${state}\\s*\\d[\\d,]*$`, 'i'));
    }
    await expect(card.getByText(/workers? connected/)).toBeVisible();
  }
  await expect(page.getByText(/^Live/)).toBeVisible();

  // Log out clears the admin session.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminData'))).toBeNull();
});

test('a mail job refused by SMTP shows in the failed list with its reason, and a retry delivers it once SMTP accepts again', async ({
  page,
  request,
}) => {
  await holdToasts(page);
  const customer = await signUpCustomer(request);
  // Only this customer's mailbox refuses mail, so no other mail of the run is affected.
  await smtpFor(customer.email, 'reject');
  try {
    // The paid order's receipt is queued; SMTP answers 550, a permanent failure.
    const order = await placePaidOrder(request, customer);

    await adminSignIn(page);
    await nav(page).getByRole('link', { name: 'Queues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Queues' })).toBeVisible();
    const card = page.getByTestId('queue-mail');
    const failedCount = async () => Number((await card.getByTestId('queue-mail-failed').locator('dd').innerText()).replace(/\D/g, ''));
    // The receipt's row: the address's verification mail, refused too, has its own.
    const row = card
      .getByRole('region', { name: 'Failed jobs in Mail' })
      .getByRole('row')
      .filter({ hasText: customer.email })
      .filter({ hasText: order.orderNumber });

    // The screen polls by itself: the job turns up in the mail queue's failed list.
    await expect(row).toHaveCount(1, { timeout: 45_000 });
    await expect(row).toContainText('mail.send');
    await expect(row).toContainText(order.orderNumber);
    await expect(row.locator('td').nth(1)).toContainText(/SMTP refused the mail.*550/);
    await expect(row.locator('td').nth(2)).toHaveText('1');
    const failedBefore = await failedCount();
    expect(failedBefore).toBeGreaterThanOrEqual(1);
    await expect(card.getByRole('button', { name: /^Retry all failed \(/ })).toBeVisible();
    // The receipt is held back; the sign-up's verification mail may have gone before SMTP refused the address.
    expect((await mailsTo(customer.email)).filter((m) => m.subject.includes(order.orderNumber))).toHaveLength(0);

    // SMTP is back; the admin retries the one job.
    await smtpFor(customer.email, 'accept');
    await row.getByRole('button', { name: /^Retry job / }).click();
    await expect(page.getByText(/^Job \S+ sent back to the Mail queue\.$/)).toBeVisible();
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(failedCount, { timeout: 30_000 }).toBeLessThan(failedBefore);

    const mail = await waitForMail(customer.email, new RegExp(`receipt for order ${order.orderNumber}`), 45_000);
    expect(mail.to).toContain(customer.email);
    // Delivered exactly once, and it stays out of the failed list.
    expect((await mailsTo(customer.email)).filter((m) => m.subject.includes(order.orderNumber))).toHaveLength(1);
    await expect(row).toHaveCount(0);
  } finally {
    await smtpFor(customer.email, 'accept');
  }
});

test('an admin refunds part of an order at Stripe; it shows as refunded only once Stripe confirms, with one mail that says Partially refunded', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request);
  const order = await placePaidOrder(request, customer);
  await expect.poll(async () => (await customerOrder(request, order.id, order.auth)).status, { timeout: 30_000 }).toBe('in_progress');

  const base = await adminSignIn(page);
  await page.goto(`${base}/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${order.orderNumber}` });
  await dialog.getByLabel('Amount (USD)').fill('10');
  await dialog.getByLabel('Reason').fill('Name search fee waived');
  await dialog.getByRole('button', { name: 'Refund at Stripe' }).click();
  await expect(dialog).toBeHidden();

  // Stripe's refund event, read back, is what shows it as refunded.
  const events = page.getByTestId('order-timeline');
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(events).toContainText('Refund of $10.00', { timeout: 1000 });
    await expect(events).toContainText('Refunded', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('order-status')).toHaveText('In progress');

  const subject = `Refund of $10.00 for your order ${order.orderNumber}`;
  const mail = await waitForMail(customer.email, new RegExp(subject.replace(/[.$]/g, '\\$&')), 45_000);
  expect(mail.text).toContain('Partially refunded');
  expect((await mailsTo(customer.email)).filter((m) => m.subject === subject)).toHaveLength(1);
  const seen = (await customerOrder(request, order.id, order.auth)) as unknown as { refunded: number; refunds: { status: string }[] };
  expect(seen).toMatchObject({ refunded: 10, refunds: [{ status: 'succeeded' }] });
});

test('a customer cancels an order before its filing is submitted, after a confirm step, and gets it all back once Stripe confirms', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request);
  const order = await placePaidOrder(request, customer);
  await expect.poll(async () => (await customerOrder(request, order.id, order.auth)).status, { timeout: 30_000 }).toBe('in_progress');

  await page.goto('/my/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill('e2e-password-123');
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/my\/account\/[0-9a-f-]{36}/);
  const userId = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/my/account/${userId}/orders/${order.id}`);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
  await expect(dialog).toContainText('not yet paid to the agency');
  await dialog.getByRole('button', { name: /^Cancel and refund \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('refunds')).toContainText('Refunded to your card', { timeout: 30_000 });
  await expect(page.getByText('This order was refunded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await waitForMail(customer.email, new RegExp(`for your order ${order.orderNumber}$`), 45_000);
  expect((await mailsTo(customer.email)).filter((m) => m.subject.startsWith('Refund of '))).toHaveLength(1);
});
