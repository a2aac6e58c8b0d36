import { expect, test, type Page } from '@playwright/test';
import { keys, readLocal, waitForPage } from './support/fixtures';

const noticeText = /wellness information for educational purposes/i;

/** The notice: the smallest landmark or block that holds its text and its Learn more link. */
const notice = (page: Page) =>
  page
    .locator('aside, [role="region"], [role="note"], [role="complementary"], section, div')
    .filter({ hasText: noticeText })
    .filter({ has: page.getByRole('link', { name: /Learn more/ }) })
    .last();

test.beforeEach(async ({ context, baseURL }) => {
  // Answer the cookie banner so only the footer notice is in play.
  await context.addInitScript(
    ([origin, key]) => {
      if (window.location.origin === origin && !window.localStorage.getItem(key!)) {
        window.localStorage.setItem(key!, JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }));
        window.localStorage.setItem('cookie-consent-timestamp', new Date().toISOString());
      }
    },
    [baseURL, keys.cookieConsent],
  );
});

test('the footer notice shows with a Learn more link to /wellness-policy in a new tab', async ({ page, context }) => {
  await page.goto('/about');
  await waitForPage(page);
  await expect(notice(page)).toBeVisible();
  const learnMore = notice(page).getByRole('link', { name: /Learn more/ });
  await expect(learnMore).toHaveAttribute('href', '/wellness-policy');
  await expect(learnMore).toHaveAttribute('target', '_blank');
  await expect(learnMore).toHaveAttribute('rel', /noopener/);

  const [tab] = await Promise.all([context.waitForEvent('page'), learnMore.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/wellness-policy');
  await expect(tab.locator('main h1')).toBeVisible();
  await expect(page).toHaveURL('/about');
});

test('dismissing the notice is remembered across reloads and pages', async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
  await expect(notice(page)).toBeVisible();
  expect(await readLocal(page, keys.footerNoticeDismissed)).toBeNull();

  await notice(page).getByRole('button').click();
  await expect(notice(page)).toHaveCount(0);
  expect(await readLocal(page, keys.footerNoticeDismissed)).not.toBeNull();

  await page.reload();
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/pricing');
  await waitForPage(page);
  await expect(notice(page)).toHaveCount(0);
});
