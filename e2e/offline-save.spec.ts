import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D offline: a save made with the browser offline is kept on the device and synced when it comes back. */
test.use({ storageState: returningVisitor });

test('a mood saved offline shows "Saved on this device — will sync" and is saved once when back online', async ({ page, context }) => {
  test.setTimeout(60_000);
  await freeUser(page, uniqueEmail('offline'));
  await page.goto('/mood');
  await waitForPage(page);
  await expect(page.getByText('No mood logged today yet.')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('group', { name: 'Mood' }).getByText('Great').click();
  await page.getByRole('button', { name: 'Save mood' }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this device — will sync' })).toBeVisible();
  await expect(page.getByText(/Mood: Great/)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Saved on this device — will sync' })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('listitem').filter({ hasText: /Great at/ })).toHaveCount(1);
  // Replaying again adds nothing: the server knows the client id.
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('listitem').filter({ hasText: /Great at/ })).toHaveCount(1);
});

test('a daily log typed offline survives a reload and syncs on the next load', async ({ page, context }) => {
  test.setTimeout(60_000);
  await freeUser(page, uniqueEmail('offline-log'));
  await page.goto('/log');
  await waitForPage(page);
  await context.setOffline(true);
  await page.getByLabel('Sleep (hours)').fill('6');
  await page.getByRole('button', { name: 'Save day' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device — will sync' })).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Saved on this device — will sync' })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByLabel('Sleep (hours)')).toHaveValue('6');
});
