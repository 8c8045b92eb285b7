// Acceptance for contact-form conversations: staff answer from the console's inbox, a stranger
// answers through the link of the reply mail, and a customer from their account's Messages tab,
// at desktop and phone widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verifyAddress } from '../journeys';
import { ADMIN, adminToken, API, PASSWORD, openConsole, submitSignUp, test, uniqueEmail, waitForMail } from '../support';

/** A JSON call with the double-submit XSRF header; the `request` fixture keeps the cookies. */
async function call(request: APIRequestContext, method: string, path: string, data?: unknown, token?: string) {
  const xsrf = async () => (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!(await xsrf())) await request.get(`${API}/api/auth/csrf`);
  const res = await request.fetch(`${API}${path}`, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent((await xsrf())!.value), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return res.json();
}

const contact = (request: APIRequestContext, email: string, topic: string, message: string) =>
  call(request, 'POST', '/api/contact', { name: 'James Carter', email, topic, message });

async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(serious, `${screen}: serious or critical violations`).toEqual([]);
}

async function signInToConsole(page: Page): Promise<string> {
  await openConsole(page);
  await expect(page).toHaveURL(/\/admin\/dashboard\/[^/]+\/work$/);
  return new URL(page.url()).pathname.replace(/\/work$/, '');
}

test('staff take and answer a stranger’s message from the inbox, and the stranger answers through the mailed link', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('inbox-stranger');
  const topic = `UCR registration ${Date.now()}`;
  await contact(request, email, topic, 'We run 4 trucks out of Columbus. Do two intrastate trucks count for UCR?');

  await page.setViewportSize({ width: 1280, height: 900 });
  const base = await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: topic });
  await expect(row).toContainText('1 unread');
  await page.screenshot({ path: testInfo.outputPath('inbox-1280.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'inbox at 1280 px');

  await row.getByRole('link', { name: topic }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/inbox/[0-9a-f-]{36}$`));
  await page.getByRole('button', { name: 'Take it' }).click();
  await expect(page.getByText(`You (${ADMIN.email})`)).toBeVisible();
  await page.getByLabel('Reply to the sender').fill('Which states does each of the two trucks run in?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Which states does each of the two trucks run in?');
  await expect(page.getByText('Waiting on sender').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('conversation-1280.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'conversation at 1280 px');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/inbox`);
  await expect(page.getByRole('row').filter({ hasText: topic })).toContainText('Waiting on sender');
  await page.screenshot({ path: testInfo.outputPath('inbox-390.png'), fullPage: true });
  await page.getByRole('link', { name: topic }).click();
  await expect(page.getByLabel('Reply to the sender')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('conversation-390.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'conversation at 390 px');

  const mail = await waitForMail(email, /^Re: UCR registration/);
  expect(mail.text).toContain('Which states does each of the two trucks run in?');
  expect(mail.text).toContain('Do two intrastate trucks count for UCR?');
  const link = /https?:\/\/[^\s]+\/conversation\/[\w-]+\.[\w-]+/.exec(mail.text);
  expect(link, 'a conversation link in the mail').toBeTruthy();

  await page.context().clearCookies();
  await page.goto(new URL(link![0]).pathname);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(topic) })).toBeVisible();
  await page.getByLabel('Your answer').fill('Both run in Ohio and Indiana.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Both run in Ohio and Indiana.');
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stranger-390.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'stranger page at 390 px');
  expect((await waitForMail(email, /^Re: UCR registration/)).id).toBe(mail.id);
});

test('a customer reads the team’s answer in their account’s Messages and answers it', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('inbox-customer');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my/signup');
  await submitSignUp(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/my\/account\/[0-9a-f-]{36}/);
  const userId = new URL(page.url()).pathname.split('/')[3];
  await verifyAddress(page, email);

  const topic = `LLC formation ${Date.now()}`;
  await contact(request, email, topic, 'Can you form my LLC in Ohio this week?');
  const admin = await adminToken(request);
  const list = (await call(request, 'GET', '/api/admin/conversations', undefined, admin)).data;
  const id = list.items.find((c: { topic: string }) => c.topic === topic).id as string;
  await call(
    request,
    'POST',
    `/api/admin/conversations/${id}/messages`,
    { body: 'Yes: order Ohio LLC formation and we file it in two days.' },
    admin,
  );
  const mail = await waitForMail(email, /^Re: LLC formation/);
  expect(mail.text).toContain(`/my/account/${userId}/messages/${id}`);

  await page.goto(`/my/account/${userId}/messages`);
  const conversations = page.getByRole('list', { name: 'Your conversations' });
  await expect(conversations).toContainText(topic);
  await expect(conversations).toContainText('1 new');
  await page.screenshot({ path: testInfo.outputPath('customer-list-390.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'customer messages at 390 px');

  await conversations.getByRole('link').filter({ hasText: topic }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('we file it in two days');
  await page.getByLabel('Your answer').fill('Great, ordering now.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Great, ordering now.');
  await page.screenshot({ path: testInfo.outputPath('customer-thread-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('customer-thread-1280.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'customer thread at 1280 px');
  const after = (await call(request, 'GET', `/api/admin/conversations/${id}`, undefined, admin)).data;
  expect(after.conversation.status).toBe('open');
  expect(after.orders).toEqual([]);

  await page.goto(`/my/account/${userId}/messages`);
  await page.screenshot({ path: testInfo.outputPath('customer-list-1280.png'), fullPage: true });
});
