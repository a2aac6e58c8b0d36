import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * W2-D medication doses in the browser: a cabinet entry taken "twice daily" gets two doses today;
 * marking one taken updates the supply and adherence; the section is axe clean in light and dark.
 */
test.use({ storageState: returningVisitor });

test('twice daily in the cabinet → two doses today → one taken → supply and adherence update', async ({ page }) => {
  test.setTimeout(90_000);
  await freeUser(page, uniqueEmail('doses'));
  await page.goto('/safety/cabinet');
  await waitForPage(page);

  await page.getByRole('combobox', { name: 'Name' }).fill('Metformin');
  await page.getByLabel('How often (optional)').fill('twice daily');
  await page.getByRole('button', { name: 'Add to cabinet' }).click();
  await expect(page.getByRole('list', { name: 'Your medicine cabinet' })).toContainText('Metformin');

  // The section loads when scrolled to (below the cabinet, outside the first screen).
  // The placeholder is replaced by the section as it loads, so the scroll is retried until it holds.
  await expect(async () => page.getByText("Today's doses").first().scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const today = page.getByRole('region', { name: "Today's doses" });
  const doses = today.getByRole('list', { name: 'Scheduled doses' }).getByRole('listitem');
  await expect(doses).toHaveCount(2);
  await expect(doses.nth(0)).toContainText('08:00');
  await expect(doses.nth(1)).toContainText('20:00');

  // The supply: 20 tablets at one a dose, twice a day, is 10 days.
  const schedules = page.getByRole('region', { name: 'Dose schedules and supply' });
  await schedules.getByText('Metformin').click();
  await schedules.getByLabel('Quantity on hand').fill('20');
  await schedules.getByRole('button', { name: 'Save schedule' }).click();
  await expect(schedules.getByText('Schedule saved.')).toBeVisible();
  await expect(schedules.getByText('20 left, about 10 days.')).toBeVisible();

  await today.getByRole('button', { name: 'Mark Metformin at 08:00 taken' }).click();
  await expect(doses.nth(0)).toContainText(/Taken( late)? at/);
  await expect(schedules.getByText('19 left, about 9 days.')).toBeVisible();
  await expect(schedules.getByLabel('Quantity on hand')).toHaveValue('19');

  const adherence = page.getByRole('region', { name: 'Adherence' });
  await expect(async () => adherence.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const row = adherence.getByRole('row', { name: /Metformin/ });
  await expect(row).toContainText('1 of 1');
  await expect(row).toContainText('100%');
  await adherence.getByRole('button', { name: '30 days' }).click();
  await expect(adherence.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toContainText('1 of 1');

  // "I missed a dose" shows the label's advice with its source.
  await today.getByRole('button', { name: 'I missed a dose' }).last().click();
  await expect(today.getByText('Do not take a double dose').first()).toBeVisible();
  await expect(today.getByRole('link', { name: /MedlinePlus: Metformin/ }).first()).toHaveAttribute('href', /medlineplus\.gov/);

  await expectNoSeriousAxeViolations(page, '/safety/cabinet with doses');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/safety/cabinet with doses (dark)');
});
