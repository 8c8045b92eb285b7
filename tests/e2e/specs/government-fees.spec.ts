// A government fee that depends on the customer's answer: the trademark checkout asks how many
// classes the application covers, refuses a number the USPTO does not take, and prices $350 a class
// as its own line, at a phone's width and a desktop's.
import { expect } from '@playwright/test';
import { API, submitSignUp, test, uniqueEmail } from '../support';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const size of SIZES) {
  test(`trademark checkout asks the number of classes and adds the USPTO fee per class (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const service = (await (await fetch(`${API}/api/services/slug/trademark-registration`)).json()).data;
    const checkout = `/checkout/service/trademark-registration/${service.packages[0].id}`;
    await page.goto(`/my/signup?redirect=${encodeURIComponent(checkout)}`);
    await submitSignUp(page, uniqueEmail(`fees-${size.name}`));

    const classes = page.getByLabel('Classes of goods or services');
    await expect(classes).toBeVisible();
    await page.getByLabel('Business name').fill('Lone Star Coffee LLC');
    await page.getByLabel('Business type').selectOption('LLC');
    await page.getByLabel('Business state').selectOption({ label: 'Texas' });
    await page.getByLabel('Business address').fill('100 Congress Ave');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('ZIP code').fill('78701');
    await classes.fill('46');
    await page.getByRole('button', { name: /Continue to your details/ }).click();
    await expect(page.getByText('Number of classes must be a whole number from 1 to 45.')).toBeVisible();

    await classes.fill('3');
    await expect(page.getByText('USPTO trademark application fee, 3 classes at $350 per class, at cost').first()).toBeVisible();
    await expect(page.getByText('$1,050.00').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`trademark-classes-${size.name}.png`), fullPage: true });
  });
}
