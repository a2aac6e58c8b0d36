import { expect, test, type Page } from '@playwright/test';
import { freeUser, paidUser } from './support/accounts';
import { baseURL } from './support/env';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * W2-D trends and patterns in the browser: /trends with data logged through the API (charts,
 * the year window, a chart's table), /dashboard/patterns for a Wellness Pro user with a planted
 * next-day effect (a plain-language card) and for a free user (the upgrade panel; the method is
 * open to everyone); axe clean in light and dark.
 */
test.use({ storageState: returningVisitor });

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Logs `days` days ending yesterday (UTC) through the tracking API: alcohol on some evenings and a shorter night after each. Today has no entry, so a 30-day window holds 29 logged days. */
async function logDays(page: Page, days: number) {
  const headers = { origin: baseURL };
  expect((await page.request.put('/api/tracking/settings', { headers, data: { timeZone: 'UTC' } })).status()).toBe(200);
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  const alcohol = (i: number) => i % 3 === 0 || i % 7 === 1;
  for (let i = 0; i < days; i++) {
    const day = addDays(yesterday, i - days + 1);
    const sleepHours = 7.5 - (i > 0 && alcohol(i - 1) ? 1.25 : 0) + ((i * 7) % 5) * 0.15;
    const log = await page.request.put(`/api/tracking/day/${day}/log`, { headers, data: { sleepHours, stress: 1 + (i % 10), factors: alcohol(i) ? ['Alcohol'] : [] } });
    expect(log.status(), day).toBe(200);
    const mood = await page.request.post('/api/tracking/mood', { headers, data: { recordedAt: `${day}T12:00:00Z`, localDate: day, value: 1 + ((i * 3) % 5), emotions: [], activities: [] } });
    expect(mood.status(), day).toBe(201);
  }
}

async function bothSchemes(page: Page, label: string) {
  await expectNoSeriousAxeViolations(page, label);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, `${label} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('/trends: every metric charted over the chosen window, with its numbers as a table', async ({ page }) => {
  test.setTimeout(120_000);
  await freeUser(page, uniqueEmail('trends'));
  await logDays(page, 40);
  await page.goto('/trends');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Trends' })).toBeVisible();

  const sleep = page.getByRole('region', { name: 'Sleep', exact: true });
  await expect(sleep).toContainText('Average');
  await sleep.scrollIntoViewIfNeeded(); // charts are drawn as they near the screen
  await expect(sleep.locator('svg.recharts-surface')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Mood' })).toContainText('from 29 days');
  await expect(page.getByRole('region', { name: 'Alcohol' })).toBeVisible();

  await page.getByText('Year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Year' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Mood' })).toContainText('from 40 days');
  await sleep.getByRole('button', { name: 'Show table' }).click();
  await expect(sleep.getByRole('table')).toBeVisible();
  await expect(sleep.getByRole('table').getByRole('row')).toHaveCount(41);
  await bothSchemes(page, '/trends');

  // /wellness is the same page.
  await page.goto('/wellness');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Trends' })).toBeVisible();
});

test('/dashboard/patterns for Wellness Pro: a planted next-day effect as a plain-language card', async ({ page }) => {
  test.setTimeout(150_000);
  await paidUser(page, uniqueEmail('patterns-pro'));
  await logDays(page, 45);
  await page.goto('/dashboard/patterns');
  await waitForPage(page);
  const card = page.getByRole('listitem').filter({ hasText: 'The day after Alcohol, Sleep is' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('hours lower (95 % CI');
  await expect(card).toContainText('Correlation, not causation.');
  await expect(card).toContainText('Next day');
  await expect(page.getByRole('heading', { name: 'How patterns are found' })).toBeVisible();
  await bothSchemes(page, '/dashboard/patterns (Pro)');
});

test('/dashboard/patterns for a free user: the upgrade panel, and the method for everyone', async ({ page }) => {
  test.setTimeout(90_000);
  await freeUser(page, uniqueEmail('patterns-free'));
  await page.goto('/dashboard/patterns');
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: /is part of Wellness Pro/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to unlock' })).toHaveAttribute('href', '/upgrade/pattern_insights');
  await expect(page.getByRole('heading', { name: 'How patterns are found' })).toBeVisible();
  await expect(page.getByText('Benjamini–Hochberg', { exact: false }).first()).toBeVisible();
  await bothSchemes(page, '/dashboard/patterns (free)');
});
