import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/** W2-D symptoms: quick add with severity, the red-flag emergency advice, the trend with its table. */
test.use({ storageState: returningVisitor });

test('a mild headache is logged quietly; chest pain at 8/10 is saved and shows the emergency advice; axe clean light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await freeUser(page, uniqueEmail('symptoms'));
  await page.goto('/symptoms');
  await waitForPage(page);
  await expect(page.getByText('Log a symptom to see its trend here.')).toBeVisible();

  await page.getByRole('button', { name: 'Headache', exact: true }).click();
  const severity = page.getByRole('slider', { name: 'Severity' });
  await severity.fill('3');
  await expect(severity).toHaveAttribute('aria-valuetext', '3 of 10, mild');
  await page.getByRole('button', { name: 'Caffeine' }).click();
  await page.getByRole('button', { name: 'Save symptom' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Symptom saved.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /emergency|support/ })).toHaveCount(0);
  await expect(page.getByText('Headache: 3/10')).toBeVisible();

  await page.getByRole('button', { name: 'Chest Pain', exact: true }).click();
  await severity.fill('8');
  await page.getByRole('button', { name: 'Save symptom' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This could be a medical emergency' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('911');
  await expect(alert).toContainText('Your entry was saved.');
  await expect(page.getByText('Chest Pain: 8/10')).toBeVisible();

  // The trend has its numbers as a table.
  await page.getByLabel('Symptom', { exact: true }).selectOption('Chest Pain');
  await page.getByText('Show the numbers as a table').click();
  await expect(page.getByRole('table', { name: /Chest Pain: worst severity per day/ })).toContainText('8/10 (severe)');

  // An entry is changed in place: the mild headache becomes a 5/10 with a note.
  await page.getByRole('button', { name: /^Edit Headache entry/ }).click();
  const edit = page.getByRole('form', { name: 'Change this Headache entry' });
  await edit.getByRole('slider', { name: 'Severity' }).fill('5');
  await edit.getByLabel('Note').fill('Eased after water');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Headache: 5/10')).toBeVisible();
  await expect(page.getByText('Eased after water')).toBeVisible();

  await expectNoSeriousAxeViolations(page, '/symptoms with the red-flag alert');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/symptoms with the red-flag alert (dark)');
});

test('a custom symptom with suicidal thoughts in the note shows the crisis lines', async ({ page }) => {
  await freeUser(page, uniqueEmail('symptoms-crisis'));
  await page.goto('/symptoms/tracker');
  await waitForPage(page);
  await page.getByLabel('Or type another symptom').fill('Low mood');
  await page.getByLabel('Note').fill('I keep having suicidal thoughts');
  await page.getByRole('button', { name: 'Save symptom' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Please reach out for support now' });
  await expect(alert).toContainText('988');
});
