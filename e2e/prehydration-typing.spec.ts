import { expect, test } from '@playwright/test';
import { returningVisitor } from './support/fixtures';

test.use({ storageState: returningVisitor });

/**
 * Nothing typed is lost: letters typed into the prerendered interaction checker before its
 * script has run (held back here) are still there once the page is live, with suggestions.
 */
test('text typed into the prerendered checker before it hydrates survives hydration', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/interaction-analyzer', { waitUntil: 'domcontentloaded' });
  const input = page.getByRole('combobox', { name: 'Medicines, supplements and foods' });
  await expect(input).toBeVisible();
  await input.fill('advi');
  release();
  await expect(page.getByRole('option', { name: /Advil \(Ibuprofen\)/ })).toBeVisible({ timeout: 15_000 });
  await expect(input).toHaveValue('advi');
  await expect(page.getByRole('button', { name: 'Add advi' })).toBeEnabled();
});
