import { expect, test } from '@playwright/test';
import { returningVisitor, waitForPage } from './support/fixtures';

test.use({ storageState: returningVisitor });

test.describe('a path that matches no route', () => {
  test('answers HTTP 404 and renders the not-found page inside the frame', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForPage(page);
    await expect(page.locator('main h1')).toHaveText(/not found/i);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/not found/i);

    const home = page.locator('main').getByRole('link', { name: /home/i }).first();
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-Powered Wellness Intelligence');
  });

  test('client-side navigation to an unknown path shows the same page', async ({ page }) => {
    await page.goto('/about');
    await waitForPage(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere/at/all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main h1')).toHaveText(/not found/i);
  });

  test('a deep unknown path and an unknown API path keep their own 404 shapes', async ({ request }) => {
    const page404 = await request.get('/pricing/nope');
    expect(page404.status()).toBe(404);
    expect(page404.headers()['content-type']).toContain('text/html');
    const api404 = await request.get('/api/nope');
    expect(api404.status()).toBe(404);
    expect(await api404.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});
