import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D habits: create a habit with a schedule, one-tap check-in and undo, a measurable habit's −/+, skip with the budget, pause; axe light and dark. */
test.use({ storageState: returningVisitor });

test('habits: create, check in with one tap, count up a measurable habit, skip and pause', async ({ page }) => {
  test.setTimeout(120_000);
  await freeUser(page, uniqueEmail('habits'));
  await page.goto('/habits');
  await waitForPage(page);
  await expect(page.getByText('No habits yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New habit' });
  await dialog.getByRole('button', { name: 'Add habit' }).click();
  await expect(dialog.getByText('Give the habit a name.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Evening walk');
  await dialog.getByRole('button', { name: 'Add habit' }).click();
  await expect(dialog).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Done today: Evening walk' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const done = page.getByRole('button', { name: 'Done today: Evening walk' });
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1-day streak')).toBeVisible();
  await done.click();
  await expect(page.getByRole('button', { name: 'Done today: Evening walk' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'New habit' }).click();
  const water = page.getByRole('dialog', { name: 'New habit' });
  await water.getByLabel('Name').fill('Water');
  await water.getByLabel('An amount (8 glasses)').check();
  await water.getByLabel('Daily target').fill('3');
  await water.getByLabel('Unit').fill('glasses');
  await water.getByLabel('Schedule').selectOption('weekdays');
  for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) await water.getByLabel(day, { exact: true }).check();
  await water.getByRole('button', { name: 'Add habit' }).click();
  await expect(water).toBeHidden();
  const more = page.getByRole('button', { name: 'One more: Water' });
  await more.click();
  await expect(page.getByText('1 of 3 glasses')).toBeVisible();
  await more.click();
  await more.click();
  await expect(page.getByRole('progressbar', { name: 'Water today' })).toHaveAttribute('aria-valuetext', '3 of 3 glasses');

  await page.getByRole('button', { name: /Skip today \(2 skips left this month\)/ }).first().click();
  await expect(page.getByRole('button', { name: 'Undo skip' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).first().click();
  await expect(page.getByText('Paused: your streak is kept.')).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Paused: your streak is kept.')).toBeHidden();

  // The history grid has a table alternative.
  await page.getByText('Show as a table').first().click();
  await expect(page.getByRole('table').first()).toBeVisible();

  await expectNoSeriousAxeViolations(page, '/habits (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/habits (dark)');
  await page.getByRole('button', { name: 'New habit' }).click();
  await expectNoSeriousAxeViolations(page, '/habits new-habit dialog (dark)');
});
