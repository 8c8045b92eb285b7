import { expect } from '@playwright/test';
import { test } from '../support';

test('home renders with its title and the packages from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Start & Grow Your Business with Filebridge');
  await expect(page.getByRole('heading', { name: 'Compare Our Packages' })).toBeVisible();
  await expect(page.getByText('Loading packages...')).toHaveCount(0);
});
