import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D goals and progress: a custom goal, readings (range errors keep the draft), progress, the chart's table; axe light and dark. */
test.use({ storageState: returningVisitor });

test('goals: add a weight goal, log readings, see progress and its table', async ({ page }) => {
  test.setTimeout(120_000);
  await freeUser(page, uniqueEmail('goals'));
  await page.goto('/progress-tracker');
  await waitForPage(page);
  await expect(page.getByText('No goals tracked yet.')).toBeVisible();

  await page.getByLabel('Goal', { exact: true }).fill('Reach 70 kg');
  await page.getByLabel('Measured by').selectOption('weight');
  await page.getByLabel('Target').fill('70');
  await page.getByRole('button', { name: 'Add goal' }).click();
  await expect(page.getByRole('heading', { name: 'Reach 70 kg' })).toBeVisible();

  // Out of range: a clear error, and what was typed stays.
  await page.getByLabel('Weight', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Weight must be between 20 and 400 kg.')).toBeVisible();
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('5');

  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() - offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  for (const [offset, value] of [[14, '80'], [0, '75']] as const) {
    await page.getByLabel('Day').fill(day(offset));
    await page.getByLabel('Weight', { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Save reading' }).click();
    await expect(page.getByText('Reading saved.')).toBeVisible();
  }
  await expect(page.getByRole('progressbar', { name: 'Reach 70 kg: progress' })).toBeVisible();
  await page.getByText('Show readings as a table').click();
  await expect(page.getByRole('table', { name: 'Reach 70 kg: readings' })).toContainText('75');

  await expectNoSeriousAxeViolations(page, '/progress-tracker (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/progress-tracker (dark)');
});

test('the goals paths show the goals page with the profile goals editor', async ({ page }) => {
  await freeUser(page, uniqueEmail('goals-profile'));
  await page.goto('/wellness-goals');
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Your goals' })).toBeVisible();
  await expect(page.getByText('Your health goals in your profile')).toBeVisible();
});
