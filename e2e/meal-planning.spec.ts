import { expect, test, type Page } from '@playwright/test';
import { freeUser, paidUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-E meal planning: a free user's 1-day plan and the Pro gating; a Pro user's 7-day plan with medicine warnings, swap and lock; axe light and dark. */
test.use({ storageState: returningVisitor });

const api = { 'X-Requested-With': 'XMLHttpRequest' };

async function profile(page: Page, diet: string, allergies: string[], medicines: string[]) {
  const d = await page.request.put('/api/profile/sections/diet', { headers: api, data: { type: diet, restrictions: [], preferences: [], goals: [] } });
  expect(d.status(), await d.text()).toBe(200);
  const m = await page.request.put('/api/profile/sections/medicalHistory', { headers: api, data: { noConditions: false, currentConditions: [], chronicConditions: [], allergies, familyHistory: [] } });
  expect(m.status(), await m.text()).toBe(200);
  for (const name of medicines) {
    const c = await page.request.post('/api/safety/cabinet', { headers: api, data: { name } });
    expect(c.status(), await c.text()).toBe(201);
  }
}

test('free user: a 1-day plan, longer plans shown as Wellness Pro with an upgrade link', async ({ page }) => {
  test.setTimeout(120_000);
  await freeUser(page, uniqueEmail('meals-free'));
  await profile(page, 'vegetarian', ['Peanuts'], ['Phenelzine']);
  await page.goto('/meal-planning');
  await waitForPage(page);
  await expect(page.getByText('No meal plan yet.')).toBeVisible();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Upgrade to Wellness Pro' })).toHaveAttribute('href', '/upgrade/advanced_meal_planning');
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(page.getByRole('heading', { name: 'Your 1-day plan' })).toBeVisible();
  await expect(page.getByText(/no tyramine-rich foods/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopping list' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/meal-planning free (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/meal-planning free (dark)');
});

test('Pro user: a 7-day medicine-aware plan, swap a meal, lock a meal', async ({ page }) => {
  test.setTimeout(180_000);
  await paidUser(page, uniqueEmail('meals-pro'));
  await profile(page, 'vegetarian', ['Peanuts'], ['Warfarin', 'Atorvastatin']);
  await page.goto('/meal-planning');
  await waitForPage(page);
  await page.getByRole('radio', { name: '7 days' }).check();
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(page.getByRole('heading', { name: 'Your 7-day plan' })).toBeVisible();
  await expect(page.getByText(/vitamin K is kept steady/)).toBeVisible();
  await expect(page.getByText(/no grapefruit/).first()).toBeVisible();

  expect(await page.getByRole('button', { name: /^Swap / }).count()).toBeGreaterThanOrEqual(7 * 2);
  const firstMeal = page.locator('section[aria-labelledby^="day-"] li').first();
  const before = (await firstMeal.locator('h4').textContent())!;
  await firstMeal.getByRole('button', { name: /^Swap / }).click();
  await expect(firstMeal.locator('h4')).not.toHaveText(before);
  const swapped = (await firstMeal.locator('h4').textContent())!;

  const lock = firstMeal.getByRole('button', { name: /^Lock / });
  await lock.click();
  await expect(firstMeal.getByRole('button', { name: /^Unlock / })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstMeal.getByRole('button', { name: /^Swap / })).toBeDisabled();
  // A new plan keeps the locked meal.
  await page.getByRole('button', { name: 'Make a new plan' }).click();
  await expect(page.getByText('Your 7-day plan is ready.')).toBeAttached();
  await expect(firstMeal.locator('h4')).toHaveText(swapped);
  await expect(firstMeal.getByRole('button', { name: /^Unlock / })).toHaveAttribute('aria-pressed', 'true');

  await expectNoSeriousAxeViolations(page, '/meal-planning Pro (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/meal-planning Pro (dark)');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Your 7-day plan' })).toBeVisible();
});
