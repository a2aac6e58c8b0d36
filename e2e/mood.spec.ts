import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D mood: two taps to log, today's entries, the month, the Year in Pixels and weekday averages. */
test.use({ storageState: returningVisitor });

test('a free user logs a mood in two taps, sees it today, in the calendar and the year; axe clean light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await freeUser(page, uniqueEmail('mood'));
  await page.goto('/mood');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mood Tracker');
  await expect(page.getByText('No mood logged today yet.')).toBeVisible();

  // The faces are a radio group with text labels.
  const mood = page.getByRole('group', { name: 'Mood' });
  await expect(mood.getByRole('radio')).toHaveCount(5);
  await mood.getByText('Good').click();
  await page.getByRole('button', { name: 'Save mood' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mood saved.' })).toBeVisible();

  await expect(page.getByRole('listitem').filter({ hasText: /Good at/ })).toBeVisible();
  // The calendar and the Year in Pixels name the day and its mood for screen readers.
  await expect(page.getByRole('table', { name: /Mood by day in/ })).toContainText('Good (4.0)');
  await expect(page.getByRole('table', { name: /Mood for each day of/ })).toContainText('Good (4.0)');
  await expect(page.getByText('1 day logged this year.')).toBeVisible();
  await expect(page.getByRole('table', { name: /Average mood for each weekday/ })).toContainText('Good (4.0)');

  // A second entry with details, back-filled to earlier today.
  await mood.getByText('Great').click();
  await page.getByText('Add details (optional)').click();
  await page.getByRole('group', { name: /Energy/ }).getByText('4').click();
  await page.getByRole('button', { name: 'Calm' }).click();
  await page.getByLabel('Note').fill('Sunny walk');
  await page.getByLabel('Time').fill('00:01');
  await page.getByRole('button', { name: 'Save mood' }).click();
  await expect(page.getByText('Sunny walk')).toBeVisible();
  await expect(page.getByRole('table', { name: /Mood by day in/ })).toContainText('Great (4.5)');

  await expectNoSeriousAxeViolations(page, '/mood with entries');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/mood with entries (dark)');

  // The aliases show the same page; deleting removes the entry.
  await page.goto('/dashboard/mood-tracker');
  await waitForPage(page);
  await page.getByRole('button', { name: /Delete mood entry Great/ }).click();
  await expect(page.getByText('Sunny walk')).toHaveCount(0);
});

test('a mood draft survives a reload', async ({ page }) => {
  await freeUser(page, uniqueEmail('mood-draft'));
  await page.goto('/mood-tracking');
  await waitForPage(page);
  await page.getByRole('group', { name: 'Mood' }).getByText('Bad').click();
  await page.getByText('Add details (optional)').click();
  await page.getByLabel('Note').fill('Long day, will finish later');
  await page.reload();
  await waitForPage(page);
  await page.getByText('Add details (optional)').click();
  await expect(page.getByLabel('Note')).toHaveValue('Long day, will finish later');
  await expect(page.getByRole('group', { name: 'Mood' }).getByRole('radio', { name: 'Bad' })).toBeChecked();
});
