import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, waitForPage } from './support/fixtures';

/**
 * Every public page, in light and dark mode, scanned with axe-core as a first-time visitor
 * sees it (cookie banner and footer notice showing): zero serious or critical violations.
 */
const publicPages = [
  '/', '/features', '/how-it-works', '/about', '/contact', '/pricing', '/pro-features',
  '/terms-of-service', '/terms', '/privacy-policy', '/privacy', '/wellness-policy', '/legal',
  '/compliance-center', '/sample-report', '/login', '/register',
  '/interaction-analyzer', '/interactions', '/safety/checks', '/aromatherapy', '/essential-oils', '/natural-remedies',
  '/blood-test-guide', // the blood test guide (W2-F); /markers-education and /test-kits are signed-in pages
  '/no-such-page', // the not-found page
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe scan, ${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    for (const path of publicPages) {
      test(`${path} has no serious or critical violations (${scheme})`, async ({ page }) => {
        await page.goto(path);
        await waitForPage(page);
        // The cookie banner appears after hydration; scan with it, as a first visit shows it.
        await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');

        await expectNoSeriousAxeViolations(page, `${path} in ${scheme} mode`);
      });
    }
  });
}
