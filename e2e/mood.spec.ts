import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D mood: two taps to log, today's entries, the month, the Year in Pixels and weekday averages. */
test.use({ storageState: returningVisitor });

test('a free user logs a mood in two taps, sees it today, in the calendar and the year; axe clean light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await freeUser(page, uniqueEmail('mood'));
  await page.goto('/mood');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mood Tracker');
  await expect(page.getByText('No mood logged today yet.')).toBeVisible();

  // The faces are a radio group with text labels.
  const mood = page.getByRole('group', { name: 'Mood' });
  await expect(mood.getByRole('radio')).toHaveCount(5);
  await mood.getByText('Good').click();
  await page.getByRole('button', { name: 'Save mood' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mood saved.' })).toBeVisible();

  await expect(page.getByRole('listitem').filter({ hasText: /Good at/ })).toBeVisible();
  // The calendar and the Year in Pixels name the day and its mood for screen readers.
  await expect(page.getByRole('table', { name: /Mood by day in/ })).toContainText('Good (4.0)');
  await expect(page.getByRole('table', { name: /Mood for each day of/ })).toContainText('Good (4.0)');
  await expect(page.getByText('1 day logged this year.')).toBeVisible();
  await expect(page.getByRole('table', { name: /Average mood for each weekday/ })).toContainText('Good (4.0)');

  // A second entry with details, back-filled to earlier today.
  await mood.getByText('Great').click();
  await page.getByText('Add details (optional)').click();
  await page.getByRole('group', { name: /Energy/ }).getByText('4').click();
  await page.getByRole('button', { name: 'Calm' }).click();
  await page.getByLabel('Note').fill('Sunny walk');
  await page.getByLabel('Time').fill('00:01');
  await page.getByRole('button', { name: 'Save mood' }).click();
  await expect(page.getByText('Sunny walk')).toBeVisible();
  await expect(page.getByRole('table', { name: /Mood by day in/ })).toContainText('Great (4.5)');

  await expectNoSeriousAxeViolations(page, '/mood with entries');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/mood with entries (dark)');

  // The aliases show the same page; deleting removes the entry.
  await page.goto('/dashboard/mood-tracker');
  await waitForPage(page);
  await page.getByRole('button', { name: /Delete mood entry Great/ }).click();
  await expect(page.getByText('Sunny walk')).toHaveCount(0);
});

test('a mood draft survives a reload', async ({ page }) => {
  await freeUser(page, uniqueEmail('mood-draft'));
  await page.goto('/mood-tracking');
  await waitForPage(page);
  await page.getByRole('group', { name: 'Mood' }).getByText('Bad').click();
  await page.getByText('Add details (optional)').click();
  await page.getByLabel('Note').fill('Long day, will finish later');
  await page.reload();
  await waitForPage(page);
  await page.getByText('Add details (optional)').click();
  await expect(page.getByLabel('Note')).toHaveValue('Long day, will finish later');
  await expect(page.getByRole('group', { name: 'Mood' }).getByRole('radio', { name: 'Bad' })).toBeChecked();
});

test('a year of mood entries renders the calendar, the Year in Pixels and the weekdays without a task over 100 ms', async ({ page }) => {
  test.setTimeout(120_000);
  await freeUser(page, uniqueEmail('mood-year'));
  await page.goto('/mood');
  await waitForPage(page);
  // Two entries a day for every day of this year so far, saved through the API.
  const days = await page.evaluate(async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const bodies: unknown[] = [];
    for (let d = new Date(now.getFullYear(), 0, 1, 9); d < now; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 9)) {
      const localDate = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      for (const [hour, value] of [[9, (d.getDate() % 5) + 1], [20, ((d.getDate() + 2) % 5) + 1]] as const) {
        const at = new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour);
        if (at < now) bodies.push({ recordedAt: at.toISOString(), localDate, value, emotions: ['calm'], activities: ['walk'] });
      }
    }
    for (let i = 0; i < bodies.length; i += 25) {
      await Promise.all(bodies.slice(i, i + 25).map((body) => fetch('/api/tracking/mood', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify(body) })));
    }
    return new Set((bodies as { localDate: string }[]).map((b) => b.localDate)).size;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __entriesAt: number };
    w.__longTasks = [];
    w.__entriesAt = Infinity;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
    // When the year of entries arrives: the tasks from then on render it.
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const res = await original(...args);
      if (String(args[0]).includes('/api/tracking/mood?')) w.__entriesAt = Math.min(w.__entriesAt, performance.now());
      return res;
    };
  });
  await page.reload();
  await waitForPage(page);
  await expect(page.getByText(`${days} days logged this year.`)).toBeVisible();
  // Tasks after the entries arrived: the render of a year of entries is one of them.
  const longest = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __entriesAt: number };
    return Math.max(0, ...w.__longTasks.filter((t) => t.start + t.duration >= w.__entriesAt).map((t) => t.duration));
  });
  console.log(`mood page with ${days} days (${days * 2} entries): longest task ${longest.toFixed(0)} ms`);
  expect(longest).toBeLessThan(100);
});
