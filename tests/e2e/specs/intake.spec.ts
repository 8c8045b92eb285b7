import { expect, type Page } from '@playwright/test';
import { llcPackageId, submitSignUp, uniqueEmail, test } from '../support';

/**
 * After paying for an LLC, the customer gives its filing details on their order: part of them
 * saved as a draft, the page reloaded and the draft resumed, then the rest filled in and
 * submitted, which puts the order in review.
 */

async function buyLlc(page: Page): Promise<string> {
  const pkgId = await llcPackageId('Standard');
  await page.goto(`/my/signup?redirect=${encodeURIComponent(`/checkout/service/llc-formation/${pkgId}`)}`);
  await submitSignUp(page, uniqueEmail('intake'));
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

  const card = page.getByTestId('card-element');
  await card.locator('input[name=cardnumber]').fill('4242 4242 4242 4242');
  await card.locator('input[name=exp-date]').fill('12/34');
  await card.locator('input[name=cvc]').fill('123');
  await card.locator('input[name=postal]').fill('78701');
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  return (await page.getByTestId('receipt-order-number').textContent())!;
}

test('a paid LLC order takes its filing details: a draft saved, resumed after a reload, then submitted for review', async ({ page }) => {
  test.setTimeout(120_000);
  const orderNumber = await buyLlc(page);
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // Work starts in the order-worker; the order then asks for its details.
  await expect(page.getByRole('heading', { name: 'Complete your filing details' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Complete your filing details' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { name: 'Your LLC' })).toBeVisible();

  // A name without its designator is refused inline, with the rule's own sentence.
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
  await expect(page.getByText('In review')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).first().click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Submitted. Your order is In review.')).toBeVisible();
});
