import { expect, test, type Page } from '@playwright/test';
import { freeUser, paidUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';
import { labReportPdf } from './support/lab-report-pdf';

/**
 * W2-F biomarkers, web: a free user types results in by hand (kept through a reload), saves them,
 * sees each marker at a glance with its flag in words, opens a marker's history (chart + table)
 * and deletes the report; a Pro user uploads a small PDF, watches it read, checks the review table
 * beside the page image (no flags before confirming) and confirms. Axe light and dark.
 */
test.use({ storageState: returningVisitor });
test.slow();

/** Fills row `i` of the review table (0-based). */
async function fillRow(page: Page, i: number, name: string, result: string, range: string) {
  await page.getByLabel('Marker', { exact: true }).nth(i).fill(name);
  await page.getByLabel('Result', { exact: true }).nth(i).fill(result);
  await page.getByLabel('Reference range', { exact: true }).nth(i).fill(range);
}

test('free user: manual entry → confirmed → markers at a glance → history → delete', async ({ page }) => {
  test.setTimeout(300_000);
  await freeUser(page, uniqueEmail('labs-free'));
  await page.goto('/wellness/biomarkers');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Biomarker Insights' })).toBeVisible();
  await expect(page.getByText('No results yet.')).toBeVisible();
  await expect(page.getByText(/No reports yet/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/wellness/biomarkers empty (light)');

  await page.getByRole('link', { name: 'Enter results by hand' }).first().click();
  await page.waitForURL(/\/upload\?entry=manual$/);
  await waitForPage(page);
  // Upload is Wellness Pro: the free plan sees what it adds, with the way to the plans.
  await expect(page.getByRole('heading', { name: 'Upload reports with Wellness Pro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Wellness Pro plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByLabel('Lab report (PDF or photo)')).toHaveCount(0);

  await page.getByLabel('Sample date').fill('2025-06-02');
  await fillRow(page, 0, 'TSH', '6.2', '0.4-4.0');
  // The suggestion's usual unit is filled in for a known marker.
  await expect(page.getByLabel('Unit', { exact: true }).first()).toHaveValue('mIU/L');
  await page.getByRole('button', { name: 'Add a row' }).click();
  await expect(page.getByLabel('Marker', { exact: true }).nth(1)).toBeFocused();
  await fillRow(page, 1, 'Glucose', '88', '70-99');

  // Nothing typed is lost on reload.
  await page.reload();
  await waitForPage(page);
  await expect(page.getByText('Your unsaved edits were restored from this device.')).toBeVisible();
  await expect(page.getByLabel('Marker', { exact: true }).nth(1)).toHaveValue('Glucose');
  await expect(page.getByLabel('Sample date')).toHaveValue('2025-06-02');
  await expectNoSeriousAxeViolations(page, '/upload manual entry (light)');

  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 2 results.' })).toBeVisible();
  const confirmed = page.getByRole('table', { name: 'Confirmed results with their flags' });
  await expect(confirmed.getByRole('row', { name: /TSH/ })).toContainText('High');
  await expect(confirmed.getByRole('row', { name: /Glucose/ })).toContainText('In range');

  await page.goto('/wellness/biomarkers');
  await waitForPage(page);
  const tsh = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'TSH' }) });
  await expect(tsh).toContainText('6.2 mIU/L');
  await expect(tsh).toContainText('High');
  await expect(tsh).toContainText('2 Jun 2025');
  await expect(page.getByRole('listitem').filter({ hasText: 'Entered by hand' })).toContainText('Confirmed');
  await expectNoSeriousAxeViolations(page, '/wellness/biomarkers with results (light)');

  await tsh.getByRole('link', { name: /History/ }).click();
  await expect(page).toHaveURL(/marker=3016-3/);
  await expect(page.getByRole('heading', { name: 'TSH over time' })).toBeFocused();
  await expect(page.getByRole('img', { name: /Chart of TSH: 1 value from 2 Jun 2025/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /TSH: every confirmed result/ }).getByRole('row').nth(1)).toContainText('6.2 mIU/L');
  await expectNoSeriousAxeViolations(page, '/wellness/biomarkers history (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/wellness/biomarkers history (dark)');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('table', { name: /TSH: every confirmed result/ })).toBeVisible();

  await page.getByRole('link', { name: 'All markers' }).click();
  await page.getByRole('button', { name: 'Delete Entered by hand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
  await expect(dialog).toContainText('2 results will be deleted');
  await dialog.getByRole('button', { name: 'Delete report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted Entered by hand.' })).toBeVisible();
  await expect(page.getByText('No results yet.')).toBeVisible();
});

test('Pro user: a PDF uploaded, read, reviewed beside its page and confirmed', async ({ page }) => {
  test.setTimeout(300_000);
  await paidUser(page, uniqueEmail('labs-pro'));
  await page.goto('/blood-test-upload');
  await waitForPage(page);
  const form = page.getByRole('form', { name: 'Upload a lab report' });
  const field = form.getByLabel('Lab report (PDF or photo)');

  // The spec's messages before anything is sent.
  await field.setInputFiles({ name: 'results.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(form.getByRole('alert')).toHaveText('File type is potentially dangerous');
  await field.setInputFiles({ name: 'results.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  await expect(form.getByRole('alert')).toHaveText('File extension not allowed');

  const pdf = labReportPdf({
    lab: 'Northside Clinical Laboratory',
    collected: '2026-11-02',
    rows: [
      { name: 'Glucose', result: '95', unit: 'mg/dL', range: '70-99' },
      { name: 'Potassium', result: '5.6', flag: 'H', unit: 'mmol/L', range: '3.5-5.1' },
      { name: 'TSH', result: '2.1', unit: 'mIU/L', range: '0.4-4.0' },
    ],
  });
  await field.setInputFiles({ name: 'northside-panel.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Chosen: northside-panel.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Upload and read' }).click();
  await page.waitForURL(/\/blood-test-upload\?report=[0-9a-f-]{36}$/);

  // Read in the background; the review table follows (the progress view may pass quickly).
  await expect(page.getByRole('heading', { name: 'Check what was read' })).toBeVisible({ timeout: 60_000 });
  const names = await page.getByLabel('Marker', { exact: true }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(names).toEqual(expect.arrayContaining(['Glucose', 'Potassium', 'TSH']));
  // Nothing interpreted before confirming.
  await expect(page.getByText(/Nothing is interpreted yet/)).toBeVisible();
  await expect(page.getByText('High', { exact: true })).toHaveCount(0);
  await expect(page.getByText('In range', { exact: true })).toHaveCount(0);

  // The selected row is outlined on the page image.
  const potassium = names.indexOf('Potassium');
  await page.getByLabel('Result', { exact: true }).nth(potassium).focus();
  const image = page.getByRole('img', { name: 'Page 1 of 1 of your report' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('row-outline')).toBeVisible();
  await expect(page.getByText('Potassium is outlined on page 1.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/blood-test-upload review (light)');

  // An edit survives a reload; then confirm.
  await page.getByLabel('Result', { exact: true }).nth(names.indexOf('Glucose')).fill('96');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check what was read' })).toBeVisible();
  await expect(page.getByLabel('Result', { exact: true }).nth(names.indexOf('Glucose'))).toHaveValue('96');
  await page.getByLabel('Sample date').fill('2026-11-02');
  await page.getByRole('button', { name: 'Confirm results' }).click();
  const confirmed = page.getByRole('table', { name: 'Confirmed results with their flags' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed.getByRole('row', { name: /Potassium/ })).toContainText('High');
  await expect(confirmed.getByRole('row', { name: /Glucose/ })).toContainText('96 mg/dL');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/blood-test-upload confirmed (dark)');

  await page.getByRole('link', { name: 'See your markers' }).click();
  await waitForPage(page);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Potassium/ }) })).toContainText('High');
  await expect(page.getByRole('listitem').filter({ hasText: 'northside-panel.pdf' })).toContainText('Confirmed');

  // Wellness Pro: the confirmed results on one timeline with symptoms and medicine changes.
  const timeline = page.getByRole('region', { name: 'Timeline events by date' });
  await expect(timeline).toContainText('Potassium');
  await expectNoSeriousAxeViolations(page, '/wellness/biomarkers timeline (dark)');
});
