import { expect, test, type Page } from '@playwright/test';
import { announcements, recordAnnouncements, returningVisitor, waitForPage } from './support/fixtures';

test.use({ storageState: returningVisitor });

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      id: el?.id ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim(),
      inMain: !!el?.closest('main'),
      inHeaderNav: !!el?.closest('header') && !!el?.closest('nav'),
    };
  });

test.describe('keyboard shortcuts', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await waitForPage(page);
  });

  test('P1-A11Y-02: Alt+M moves focus to the main area', async ({ page }) => {
    await page.keyboard.press('Alt+m');
    await expect.poll(async () => (await activeElement(page)).id).toBe('main-content');
  });

  test('P1-A11Y-03: Alt+N moves focus to the navigation', async ({ page }) => {
    await page.keyboard.press('Alt+n');
    await expect.poll(async () => (await activeElement(page)).inHeaderNav).toBe(true);
  });

  test('P1-A11Y-01: Alt+H goes to the home page', async ({ page }) => {
    await page.keyboard.press('Alt+h');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-Powered Wellness Intelligence');
  });
});

test.describe('skip links', () => {
  test('P1-A11Y-04: the first Tab reaches a visible "Skip to main content" link that moves focus to main', async ({ page }) => {
    await page.goto('/pricing');
    await waitForPage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to main content/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await activeElement(page)).inMain || (await activeElement(page)).id === 'main-content').toBe(true);
  });

  test('a skip link to the navigation exists too', async ({ page }) => {
    await page.goto('/pricing');
    await waitForPage(page);
    await expect(page.getByRole('link', { name: /skip to (the )?navigation/i })).toHaveCount(1);
  });
});

test.describe('route changes', () => {
  test('P1-A11Y-05/06: focus moves to the new page and "Navigated to {heading}" is announced', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('/features');
    await waitForPage(page);
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await waitForPage(page);
    const heading = (await page.locator('main h1').first().textContent())!.trim();

    await expect.poll(async () => (await activeElement(page)).inMain || (await activeElement(page)).id === 'main-content').toBe(true);
    await expect.poll(() => announcements(page)).toContainEqual(expect.stringContaining(`Navigated to ${heading}`));
  });
});

test.describe('dark mode', () => {
  /** The colour actually painted behind the main area (the first opaque background up the tree). */
  const background = (page: Page) =>
    page.evaluate(() => {
      for (let el: Element | null = document.querySelector('main'); el; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        if (bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
      }
      return 'rgb(255, 255, 255)';
    });
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).map(Number);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };

  test('the theme toggle switches to dark, survives a reload and switches back', async ({ page }) => {
    await page.goto('/about');
    await waitForPage(page);
    expect(luminance(await background(page))).toBeGreaterThan(128);

    await page.getByRole('banner').getByRole('button', { name: /dark mode/i }).click();
    await expect.poll(async () => luminance(await background(page))).toBeLessThan(64);

    await page.reload();
    await waitForPage(page);
    expect(luminance(await background(page))).toBeLessThan(64);

    await page.getByRole('banner').getByRole('button', { name: /light mode/i }).click();
    await expect.poll(async () => luminance(await background(page))).toBeGreaterThan(128);
  });

  test('with no saved choice the system colour scheme is followed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await waitForPage(page);
    expect(luminance(await background(page))).toBeLessThan(64);
  });
});
