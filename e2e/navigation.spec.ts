import { expect, test, type Page } from '@playwright/test';
import { returningVisitor, waitForPage } from './support/fixtures';

test.use({ storageState: returningVisitor });

/** Marks the document so a test can tell client-side navigation from a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test.describe('header navigation (desktop)', () => {
  test('signed-out items Home, How It Works, About, Pricing and Login navigate in the app', async ({ page }) => {
    await page.goto('/features');
    await waitForPage(page);
    await markDocument(page);
    const header = page.getByRole('banner');
    const items: [string, string][] = [
      ['How It Works', '/how-it-works'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Login', '/login'],
      ['Home', '/'],
    ];
    for (const [label, path] of items) {
      await header.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await waitForPage(page);
    }
    await expectSameDocument(page);
  });

  test('signed-out visitors see no Dashboard, Community, chat toggle or Sign Out in the header', async ({ page }) => {
    await page.goto('/about');
    await waitForPage(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Community', exact: true })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /AI Wellness Chat/ })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});

test.describe('footer links', () => {
  const footerPaths = [
    '/contact', '/about', '/community', '/features', '/how-it-works', '/sample-report', '/pricing',
    '/terms-of-service', '/privacy-policy', '/legal', '/compliance-center', '/',
  ];

  test('the footer links to every page the spec lists', async ({ page }) => {
    await page.goto('/about');
    await waitForPage(page);
    const footer = page.getByRole('contentinfo');
    for (const path of footerPaths) {
      await expect(footer.locator(`a[href="${path}"]`).first(), `footer link to ${path}`).toBeVisible();
    }
  });

  test('each footer link opens its page without a full reload', async ({ page }) => {
    // Twelve pages in one document, each loading its own chunk: on a busy 2-core CI box that takes
    // ~30 s, the default limit (the run of 2026-11-26 failed there), so this test gets three times it.
    test.slow();
    // /community is for signed-in members: a visitor is sent to /login (P1-FRAME-05).
    const landsOn = (path: string) => (path === '/community' ? '/login' : path);
    await page.goto('/contact');
    await waitForPage(page);
    await markDocument(page);
    for (const path of [...footerPaths.filter((p) => p !== '/contact'), '/contact']) {
      await page.getByRole('contentinfo').locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(landsOn(path));
      await waitForPage(page);
    }
    await expectSameDocument(page);
  });

  test('a path change scrolls back to the top', async ({ page }) => {
    await page.goto('/about');
    await waitForPage(page);
    await page.getByRole('contentinfo').locator('a[href="/pricing"]').first().click();
    await expect(page).toHaveURL('/pricing');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small screens (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu collapses behind a button and closes after a choice', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /menu/i });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const pricing = header.getByRole('link', { name: 'Pricing', exact: true });
    await expect(pricing).toBeVisible();
    await pricing.click();

    await expect(page).toHaveURL('/pricing');
    await waitForPage(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'How It Works', exact: true })).toBeHidden();
  });

  for (const path of ['/', '/pricing', '/features', '/sample-report', '/privacy-policy']) {
    test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});
