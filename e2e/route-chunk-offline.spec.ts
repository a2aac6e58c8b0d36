import { expect, test, type Page } from '@playwright/test';
import { returningVisitor, waitForPage } from './support/fixtures';

test.use({ storageState: returningVisitor });

// Issue 13 §3: a page whose script cannot be loaded (offline, or a deploy replaced its chunk) must
// never stay blank. Every page but the landing page loads through two chunks: the other routes
// (app/other-routes.tsx: the route table and page loaders) and the page's own.
const otherRoutesChunk = /\/assets\/other-routes-[\w-]+\.js$/;
const pricingChunk = /\/assets\/pricing-[\w-]+\.js$/;

/** Requests for `chunk` fail as if offline until the returned function is called. */
async function unreachable(page: Page, chunk: RegExp): Promise<() => Promise<void>> {
  const handler = (route: { abort: (code?: string) => Promise<void> }) => route.abort('internetdisconnected');
  await page.route(chunk, handler);
  return () => page.unroute(chunk, handler);
}

for (const [which, chunk] of [
  ["the other routes' chunk", otherRoutesChunk],
  ["the page's own chunk", pricingChunk],
] as const) {
  test(`a direct load of /pricing where ${which} cannot load shows the error screen with Reload Page, which recovers`, async ({ page }) => {
    const reachable = await unreachable(page, chunk);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(1);
    await expect(page.getByText(/Error ID: ERR-/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);

    await reachable();
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await waitForPage(page);
    await expect(page.locator('main h1')).toContainText(/pricing|plan/i);
  });
}

test("an in-app navigation whose other routes' chunk cannot load shows 'Page Error' inside the frame", async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
  await unreachable(page, otherRoutesChunk);
  await page.getByRole('navigation', { name: 'Learn more' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Error' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-Powered Wellness Intelligence');
});
