import { expect } from '@playwright/test';
import { buyLlc, giveLlcDetails } from '../journeys';
import { uniqueEmail, test } from '../support';

/**
 * After paying for an LLC, the customer gives its filing details on their order: part of them
 * saved as a draft, the page reloaded and the draft resumed, then the rest filled in and
 * submitted, which puts the order in review.
 */

test('a paid LLC order takes its filing details: a draft saved, resumed after a reload, then submitted for review', async ({ page }) => {
  test.setTimeout(120_000);
  const orderNumber = await buyLlc(page, uniqueEmail('intake'));
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // Work starts in the order-worker; the order then asks for its details.
  await giveLlcDetails(page);
  await expect(page.getByText('In review')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).first().click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Submitted. Your order is In review.')).toBeVisible();
});
