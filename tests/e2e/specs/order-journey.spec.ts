// The life of an order after the sale, as a customer and the team live it, at a phone's width and a
// desktop's: bought, its filing details given, a question of the team answered, filed, approved and
// its document handed over, the customer downloading the very bytes staff uploaded, with exactly one
// mail for each step the customer is told about.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { giveLlcDetails, buyLlc, payByCard, staff, verifyAddress } from '../journeys';
import { mailsTo, packageIdOf, submitSignUp, test, uniqueEmail, waitForMail } from '../support';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(50_000), Buffer.from('\n%%EOF\n')]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);

/** The order page's current filing step. */
const currentStep = (page: Page) => page.getByRole('list', { name: 'Filing progress' }).locator('[aria-current="step"]');

/** Answers the team's open request from its card on the order page. */
async function answerRequest(page: Page, label: string, answer: string) {
  await page.reload();
  const card = page.getByRole('article', { name: label });
  await expect(card).toBeVisible();
  await card.getByLabel('Your answer').fill(answer);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(currentStep(page)).toContainText('In review');
}

/** Downloads the document from "Your documents" and answers its bytes. */
async function download(page: Page, button: RegExp): Promise<Buffer> {
  await page.reload();
  const documents = page.getByRole('region', { name: 'Your documents' });
  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: button }).click();
  return readFile((await (await downloading).path())!);
}

/** Every mail the customer got about the order, by subject, once the last expected one arrived. */
async function mailSubjects(email: string, last: RegExp): Promise<string[]> {
  await waitForMail(email, last, 60_000);
  return (await mailsTo(email)).map((m) => m.subject);
}

for (const viewport of VIEWPORTS) {
  test(`an LLC at ${viewport.width} px: details given, a request answered, filed, approved, certificate downloaded, one mail a step`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`llc-journey-${viewport.width}`);
    const orderNumber = await buyLlc(page, email);
    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderPage = page.url();
    const orderId = orderPage.split('/').at(-1)!;
    await verifyAddress(page, email);
    await page.goto(orderPage);
    await giveLlcDetails(page);
    await page.goto(orderPage);
    await expect(currentStep(page)).toContainText('In review');

    const team = await staff(request);
    await team.ask(orderId, 'missing_detail', 'Please confirm the organizer’s middle name, if any.');
    await answerRequest(page, 'A detail is missing', 'Ada has no middle name.');

    await team.move(orderId, {
      to: 'submitted',
      agency: 'Texas Secretary of State',
      confirmationNumber: 'TX-804213377',
      submittedOn: today(),
    });
    await team.move(orderId, { to: 'approved' });
    const certificate = pdf();
    await team.upload(orderId, 'formation_certificate', 'Certificate of Formation.pdf', certificate);

    await page.goto(orderPage);
    await expect(currentStep(page)).toContainText('Documents delivered');
    await expect(page.getByText('TX-804213377')).toBeVisible();
    expect(sha256(await download(page, /^Download Articles \/ certificate of formation/))).toBe(sha256(certificate));

    const subjects = await mailSubjects(email, /Articles \/ certificate of formation is ready/);
    const once = (subject: string) =>
      expect(
        subjects.filter((s) => s === subject),
        subject,
      ).toHaveLength(1);
    once(`Your Filebridge receipt for order ${orderNumber}`);
    once(`Action needed on order ${orderNumber}: A detail is missing`);
    once(`Your filing for order ${orderNumber} has been submitted`);
    once(`Good news: your filing for order ${orderNumber} was approved`);
    once(`Your Articles / certificate of formation is ready (order ${orderNumber})`);
  });
}

for (const viewport of VIEWPORTS) {
  test(`a carrier’s MC authority at ${viewport.width} px: its USDOT number, the BOC-3 its package files, the grant downloaded`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`mc-journey-${viewport.width}`);
    const pkgId = await packageIdOf('interstate-authority-packages', 'Standard');
    await page.goto(`/my/signup?redirect=${encodeURIComponent(`/checkout/service/interstate-authority-packages/${pkgId}`)}`);
    await submitSignUp(page, email);
    await page.getByLabel('Business name').fill('Rio Grande Haulers LLC');
    await page.getByLabel('Business type').selectOption('LLC');
    await page.getByLabel('Business state').selectOption({ label: 'Texas' });
    await page.getByLabel('Business address').fill('100 Congress Ave');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel(/^USDOT number/).fill('3141592');
    await page.getByRole('button', { name: /Continue to your details/ }).click();
    await page.getByLabel('Phone', { exact: true }).fill('512-555-0100');
    await page.getByRole('button', { name: /Continue to add-ons/ }).click();
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    const orderNumber = await payByCard(page);
    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderPage = page.url();
    const orderId = orderPage.split('/').at(-1)!;
    await verifyAddress(page, email);

    // The carrier's details: the BOC-3 the package files names it exactly so.
    await page.goto(orderPage);
    await page.getByRole('link', { name: 'Complete your filing details' }).click();
    await page.getByLabel('USDOT number').fill('3141592');
    await page.getByLabel('Legal name').fill('Rio Grande Haulers LLC');
    await page.getByLabel('EIN').fill('123456789');
    const principal = page.getByRole('group', { name: 'Principal place of business' });
    await principal.getByLabel('Street address').fill('100 Congress Ave');
    await principal.getByLabel('City').fill('Austin');
    await principal.getByLabel('State').fill('TX');
    await principal.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Power units').fill('3');
    await page.getByLabel('Drivers').fill('3');
    await page.getByLabel('Operation').selectOption('interstate');
    await page.getByRole('checkbox', { name: 'General freight' }).check();
    await page.getByRole('checkbox', { name: 'Motor carrier' }).check();
    await page.getByRole('button', { name: 'Submit details' }).click();
    await expect(page.getByText('Your filing details are in.')).toBeVisible();

    // A BOC-3 bought on its own now would file again what this order already files.
    const boc3 = await packageIdOf('boc3-filing', 'BOC-3 Filing');
    await page.goto(`/my/account/${orderPage.split('/')[5]}/checkout/service/boc3-filing/${boc3}`);
    await expect(page.getByTestId('included-filing-notice')).toContainText(`Your order ${orderNumber}`);

    const team = await staff(request);
    await team.ask(orderId, 'identity_verification', 'Verify the company official in Motus, please.');
    await page.goto(orderPage);
    await answerRequest(page, 'Verify your identity', 'Verified in Motus today.');
    await team.move(orderId, { to: 'submitted', agency: 'FMCSA', confirmationNumber: 'MC-1234567', submittedOn: today() });
    await team.move(orderId, { to: 'approved' });
    const grant = pdf();
    await team.upload(orderId, 'authority_grant', 'Authority grant.pdf', grant);
    await page.goto(orderPage);
    expect(sha256(await download(page, /^Download Operating authority grant/))).toBe(sha256(grant));

    const subjects = await mailSubjects(email, /Operating authority grant is ready/);
    for (const subject of [
      `Action needed on order ${orderNumber}: Verify your identity`,
      `Your filing for order ${orderNumber} has been submitted`,
      `Good news: your filing for order ${orderNumber} was approved`,
      `Your Operating authority grant is ready (order ${orderNumber})`,
    ])
      expect(
        subjects.filter((s) => s === subject),
        subject,
      ).toHaveLength(1);
  });
}
