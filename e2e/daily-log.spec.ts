import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D daily log: one quick form for the day, saved and loaded again in one call. */
test.use({ storageState: returningVisitor });

test('a free user fills the day in one form, saves, and sees it again after a reload; axe clean light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await freeUser(page, uniqueEmail('daily-log'));
  await page.goto('/log');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Log');
  await expectNoSeriousAxeViolations(page, '/log empty');

  const started = Date.now();
  await page.getByRole('group', { name: 'Mood' }).getByText('Okay').click();
  await page.getByLabel('Sleep (hours)').fill('7.5');
  await page.getByRole('group', { name: /Sleep quality/ }).getByText('4', { exact: true }).click();
  await page.getByRole('group', { name: /Energy/ }).getByText('3', { exact: true }).click();
  await page.getByRole('group', { name: /Stress/ }).getByText('6', { exact: true }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One glass more' }).click();
  await expect(page.getByText('3 glasses')).toBeVisible();
  await page.getByLabel('Breakfast').fill('Oats and berries');
  await page.getByRole('button', { name: 'Fatigue' }).click();
  await page.getByRole('button', { name: 'Alcohol' }).click();
  await page.getByRole('button', { name: 'Save day' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Day saved.' })).toBeVisible();
  // Well under 30 s even for a script that waits for every answer.
  expect(Date.now() - started).toBeLessThan(30_000);

  await page.reload();
  await waitForPage(page);
  await expect(page.getByLabel('Sleep (hours)')).toHaveValue('7.5');
  await expect(page.getByText('3 glasses')).toBeVisible();
  await expect(page.getByLabel('Breakfast')).toHaveValue('Oats and berries');
  await expect(page.getByRole('button', { name: 'Alcohol' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Already logged 1 mood entry/)).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/log filled (dark)');
  await page.goto('/dashboard/daily-tracking');
  await waitForPage(page);
  await expect(page.getByLabel('Breakfast')).toHaveValue('Oats and berries');
});
