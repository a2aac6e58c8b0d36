import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D achievements: kind milestones with their day, and the next ones ahead; axe light and dark. */
test.use({ storageState: returningVisitor });

test('achievements: a first check-in earns "Your first entry" and shows the next milestones', async ({ page }) => {
  test.setTimeout(90_000);
  await freeUser(page, uniqueEmail('achievements'));
  await page.goto('/dashboard/achievements');
  await waitForPage(page);
  await expect(page.getByText('Your first milestone is close')).toBeVisible();

  await page.goto('/habits');
  await waitForPage(page);
  await page.getByRole('button', { name: 'New habit' }).click();
  await page.getByRole('dialog', { name: 'New habit' }).getByLabel('Name').fill('Stretching');
  await page.getByRole('button', { name: 'Add habit' }).click();
  await page.getByRole('button', { name: 'Done today: Stretching' }).click();
  await expect(page.getByRole('button', { name: 'Done today: Stretching' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/achievements');
  await waitForPage(page);
  await expect(page.getByText('Your first entry')).toBeVisible();
  await expect(page.getByText('3 days of your stretching')).toBeVisible();
  await expect(page.getByText('1 of 3 days')).toBeVisible();
  await expect(page.getByText(/broke|lost/i)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '/dashboard/achievements (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/dashboard/achievements (dark)');
});
