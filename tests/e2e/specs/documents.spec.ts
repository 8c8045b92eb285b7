// Acceptance for the document vault: staff file a document on the order page, the customer is mailed
// once and downloads exactly those bytes from theirs, through the real built site and the whole stack.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, mailsTo, openConsole, uniqueEmail, waitForMail, test } from '../support';

const STRIPE = process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12112';
const STRIPE_SECRET = 'sk_test_filebridge_local';
const CUSTOMER_PASSWORD = 'e2e-password-123';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000), Buffer.from('\n%%EOF\n')]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  let cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await request.get(`${API}/api/auth/csrf`);
    cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  }
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

/** A customer with a DBA filing order paid through the Stripe emulator and being worked on. */
async function customerWithOrderInProgress(request: APIRequestContext) {
  const email = uniqueEmail('vault-e2e');
  const signup = await request.post(`${API}/api/auth/signup`, {
    headers: await xsrf(request),
    data: { firstName: 'Dana', lastName: 'Driver', email, password: CUSTOMER_PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).token}` };
  // Documents leave only for a verified address: the customer opens the link mailed at sign-up.
  const verification = await waitForMail(email, /Verify your email/, 60_000);
  const token = /verify-email\?token=([\w-]+)/.exec(verification.text)![1];
  const verified = await request.post(`${API}/api/auth/email/verify`, { headers: await xsrf(request), data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  const service = (await (await request.get(`${API}/api/services/slug/dba-filing`)).json()).data;
  const quote = (
    await (
      await request.get(`${API}/api/services/slug/dba-filing/quote`, { params: { state: 'Texas', packageId: service.packages[0].id } })
    ).json()
  ).data;
  const address = { address: '100 Congress Ave', city: 'Austin', state: 'Texas', zip: '78701' };
  const created = await request.post(`${API}/api/order/create`, {
    headers: { ...auth, ...(await xsrf(request)) },
    data: {
      serviceSlug: 'dba-filing',
      packageId: service.packages[0].id,
      businessInfo: { name: `Vault Hauling ${Date.now()}`, type: 'LLC', ...address },
      customerInfo: { firstName: 'Dana', lastName: 'Driver', email, phone: '+1 512 555 0100', billingAddress: address },
      items: quote.lines.map((l: { description: string; amount: number }) => ({ description: l.description, amount: l.amount })),
      additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
      pricing: { subtotal: quote.subtotal, taxAmount: quote.taxAmount, total: quote.total },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, clientSecret } = await created.json();
  const intentId = String(clientSecret).split('_secret_')[0]!;
  await request.post(`${STRIPE}/v1/payment_intents/${intentId}/confirm`, {
    headers: { Authorization: `Bearer ${STRIPE_SECRET}` },
    form: { payment_method: 'pm_card_visa' },
  });
  const paid = await request.post(`${API}/api/order/confirm-payment`, {
    headers: { ...auth, ...(await xsrf(request)) },
    data: { orderId: order._id, paymentIntentId: intentId },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await expect
    .poll(async () => (await (await request.get(`${API}/api/my/orders/${order._id}`, { headers: auth })).json()).data.status, {
      timeout: 30_000,
    })
    .toBe('in_progress');
  return { email, orderId: order._id as string, orderNumber: order.orderNumber as string };
}

async function adminSignIn(page: Page): Promise<string> {
  await openConsole(page);
  await expect(page).toHaveURL(/\/admin\/dashboard\/[^/]+\/work$/);
  return new URL(page.url()).pathname.replace(/\/work$/, '');
}

test('staff file a document, the customer is mailed once and downloads the very same bytes', async ({ page, request }) => {
  const customer = await customerWithOrderInProgress(request);

  const dashboard = await adminSignIn(page);
  await page.goto(`${dashboard}/orders/${customer.orderId}`);
  const vault = page.getByRole('region', { name: 'Documents' });
  await expect(vault.getByText('No documents yet.')).toBeVisible();
  const file = vault.getByLabel('File (PDF, PNG or JPEG, up to 20 MB)');

  // A text file that calls itself a PDF is refused by its bytes, in words staff can act on.
  await file.setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
  await vault.getByRole('button', { name: 'Upload' }).click();
  await expect(vault.getByRole('alert')).toContainText('Only PDF, PNG and JPEG files can be uploaded');

  await vault.getByLabel('Document', { exact: true }).selectOption({ label: 'EIN confirmation letter' });
  await file.setInputFiles({ name: 'EIN letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await vault.getByRole('button', { name: 'Upload' }).click();
  await expect(vault.getByRole('status')).toHaveText('EIN confirmation letter uploaded (EIN letter.pdf). The customer has been emailed.');
  await expect(vault.getByTestId('documents')).toContainText('EIN letter.pdf');

  await page.goto('/my/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/my\/account\/[0-9a-f-]{36}/);
  const userId = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/my/account/${userId}/orders/${customer.orderId}`);

  const documents = page.getByRole('region', { name: 'Your documents' });
  await expect(documents).toContainText('EIN confirmation letter');
  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download EIN confirmation letter, EIN letter.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('EIN letter.pdf');
  expect(sha256(await readFile((await download.path())!))).toBe(sha256(PDF));

  const subject = `Your EIN confirmation letter is ready (order ${customer.orderNumber})`;
  const mail = await waitForMail(customer.email, new RegExp(subject.replace(/[()]/g, '\\$&')), 45_000);
  expect(mail.text).toContain(`/orders/${customer.orderId}`);
  expect((await mailsTo(customer.email)).filter((m) => m.subject === subject)).toHaveLength(1);
});
