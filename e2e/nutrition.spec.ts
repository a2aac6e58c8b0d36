import { expect, test, type Page } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-E food diary: a free user logs a day of meals and sees totals; a barcode typed; a bad portion's message; axe light and dark on the three pages. */
test.use({ storageState: returningVisitor });

async function addFood(page: Page, search: string, option: RegExp, amount: string, unit: string | null, slot: string) {
  const box = page.getByRole('combobox', { name: 'Search foods' });
  await box.fill(search);
  const choice = page.getByRole('listbox', { name: 'Foods found' }).getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible();
  await choice.click();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  if (unit) await page.getByLabel('Unit', { exact: true }).selectOption({ label: unit });
  await page.getByLabel('Meal', { exact: true }).selectOption({ label: slot });
  await page.getByRole('button', { name: 'Add food' }).click();
  await expect(page.getByRole('status').filter({ hasText: `added to ${slot}` })).toBeVisible();
}

test('food log: a day of meals with totals, a typed barcode, a bad portion; axe light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  await freeUser(page, uniqueEmail('food'));
  await page.goto('/diet');
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Food log' })).toBeVisible();

  // Search as you type, keyboard: ArrowDown + Enter chooses the first food.
  const box = page.getByRole('combobox', { name: 'Search foods' });
  await box.fill('oats');
  await expect(page.getByRole('listbox', { name: 'Foods found' }).getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();

  // A bad portion: a clear message, nothing added.
  await page.getByLabel('Amount', { exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Add food' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A portion must be more than 0.' })).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('100000');
  await page.getByRole('button', { name: 'Add food' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at most 5,000 g' })).toBeVisible();

  await page.getByLabel('Amount', { exact: true }).fill('78');
  await page.getByLabel('Meal', { exact: true }).selectOption({ label: 'Breakfast' });
  await page.getByRole('button', { name: 'Add food' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to Breakfast' })).toBeVisible();

  await addFood(page, 'banana raw', /^Bananas, raw/, '1', 'medium (7" to 7-7/8" long) (118 g)', 'Breakfast');
  await addFood(page, 'chicken breast roasted', /^Chicken, broilers or fryers, breast, meat only, cooked, roasted/, '150', null, 'Lunch');
  await addFood(page, 'lentils boiled', /^Lentils, mature seeds, cooked, boiled, without salt/, '250', null, 'Dinner');

  // A barcode typed: a sample product's label (kept apart and attributed), logged as a snack.
  await page.getByLabel('Barcode').fill('2000000023298');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText(/Found: Vegan Oat Drink/)).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('250');
  await page.getByLabel('Meal', { exact: true }).selectOption({ label: 'Snack' });
  await page.getByRole('button', { name: 'Add food' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to Snack' })).toBeVisible();
  // An unknown barcode: a clear not-found.
  await page.getByLabel('Barcode').fill('2000000099999');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('No nutrition label was found for barcode 2000000099999.', { exact: false })).toBeVisible();

  // Totals: oats 78 g (303.4) + banana 118 g (105.0) + chicken 150 g (247.5) + lentils 250 g (290) + oat drink 250 ml (115) = 1060.9 kcal.
  await expect(page.getByRole('heading', { name: /Day total: 1,060\.9 kcal/ })).toBeVisible();
  const breakfast = page.getByRole('region', { name: 'Breakfast' });
  await expect(breakfast.getByText('Oats')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Snack' }).getByText('Label', { exact: true })).toBeVisible();

  // Edit and delete.
  await breakfast.getByRole('button', { name: /^Edit Bananas/ }).click();
  await breakfast.getByLabel('Amount').fill('2');
  await breakfast.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /Day total: 1,166 kcal/ })).toBeVisible();
  await breakfast.getByRole('button', { name: /^Delete Bananas/ }).click();
  await expect(page.getByRole('heading', { name: /Day total: 955\.9 kcal/ })).toBeVisible();

  // Recent foods pick a food again in one tap.
  await expect(page.getByRole('button', { name: /^Oats · 78 g/ })).toBeVisible();

  await expectNoSeriousAxeViolations(page, '/diet (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/diet (dark)');
});

test('nutrition dashboard and diet progress: totals, tables, source tiers; axe light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  await freeUser(page, uniqueEmail('food-dash'));
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const res = await page.request.post('/api/nutrition/log', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { localDate: today, slot: 'lunch', foodId: '16070', amount: 250, unit: 'g' } });
  expect(res.status()).toBe(201);

  await page.goto('/dashboard/nutrition');
  await waitForPage(page);
  await expect(page.getByRole('table', { name: /against your daily targets/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Energy 290 kcal/ })).toBeVisible();
  await expect(page.getByText('Lab-analysed').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/dashboard/nutrition (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/dashboard/nutrition (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.goto('/dashboard/diet-progress');
  await waitForPage(page);
  await expect(page.getByText('1 of 7 days logged.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table', { name: /Daily intake/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/dashboard/diet-progress (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/dashboard/diet-progress (dark)');
});
