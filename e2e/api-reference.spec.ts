import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, returningVisitor, waitForPage } from './support/fixtures';

test.use({ storageState: returningVisitor });
// The document is ~60 endpoints: axe and the first load get room on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('the API reference for integrators (W2-C §1.2)', () => {
  test('is linked from the footer and lists the endpoints of /api/openapi.json by area', async ({ page, request }) => {
    const doc = await request.get('/api/openapi.json');
    expect(doc.status()).toBe(200);
    const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toMatch(/^3\.1\./);

    await page.goto('/about');
    await waitForPage(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Developers: API' }).click();
    await expect(page).toHaveURL('/developers/api');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
    await expect(page).toHaveTitle(/API Reference/);
    await expect(page.getByRole('heading', { level: 2, name: 'Safety', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Cabinet', exact: true })).toBeVisible();
    const total = Object.values(body.paths).reduce<number>((n, ops) => n + Object.keys(ops as object).length, 0);
    await expect(page.getByText(`${total} endpoints`, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/developers/api');
  });

  test('opens an endpoint from the keyboard and shows its request fields with limits', async ({ page }) => {
    await page.goto('/developers/api');
    await expect(page.getByLabel('Filter endpoints')).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Filter endpoints').fill('safety/check');
    await expect(page.getByText('1 endpoint', { exact: true })).toBeVisible();
    const summary = page.locator('summary', { hasText: '/api/safety/check' });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
    const table = page.getByRole('table', { name: 'POST /api/safety/check request body' });
    await expect(table).toBeVisible();
    const items = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'items', exact: true }) });
    await expect(items).toContainText('string[]');
    await expect(items).toContainText('at most 50 items');
  });

  test('fits a phone screen in dark mode', async ({ browser }) => {
    const context = await browser.newContext({ storageState: returningVisitor, viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/developers/api');
    await expect(page.getByRole('heading', { level: 2, name: 'Profile', exact: true })).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(247, 250, 249)');
    await expectNoSeriousAxeViolations(page, '/developers/api dark, 390 px');
    await context.close();
  });
});
