import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * W2-D import on /account: a Daylio export is chosen, previewed (format, counts, first rows),
 * imported, its entries are then in the mood API, and importing it again adds nothing. Axe in
 * light and dark mode; a wrong file gets its clear message; the CSV download is an attachment.
 */
test.use({ storageState: returningVisitor });
// Sign-up, an upload and two axe runs each: more than the default 30 s on a busy machine.
test.slow();

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/core/src/tracking/csv/fixtures');
const daylio = path.join(fixtures, 'daylio-export.csv');

async function openImport(page: Page) {
  await page.goto('/account');
  await waitForPage(page);
  const section = page.getByRole('region', { name: 'Import from Daylio or Bearable' });
  await expect(section).toBeVisible();
  return section;
}

test('Daylio export: preview → import → entries saved → a second import adds nothing', async ({ page }) => {
  await freeUser(page, uniqueEmail('import'));
  const section = await openImport(page);

  // Nothing chosen: the message names what to choose, and focus stays on the file field.
  await section.getByRole('button', { name: 'Preview import' }).click();
  await expect(section.getByRole('alert')).toContainText('Choose the CSV file Daylio or Bearable exported first.');

  await section.getByLabel('Export file (CSV)').setInputFiles(daylio);
  await section.getByRole('button', { name: 'Preview import' }).click();
  const heading = section.getByRole('heading', { name: 'Preview: Daylio export' });
  await expect(heading).toBeFocused();
  await expect(section).toContainText('60 mood entries');
  const table = section.getByRole('table', { name: 'The first 20 entries in the file' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('row').nth(1)).toContainText('2026-10-31 12:05');
  await expectNoSeriousAxeViolations(page, '/account import preview (light)');

  // Nothing saved by the preview.
  const moods = async () => (await (await page.request.get('/api/tracking/mood?from=2026-09-01&to=2026-10-31')).json()) as { entries: { value: number }[] };
  expect((await moods()).entries).toHaveLength(0);

  await section.getByRole('button', { name: 'Import 60 entries' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Imported 60 entries' })).toBeVisible();
  expect((await moods()).entries).toHaveLength(60);

  // The same file again: the preview says nothing is new, and nothing is added.
  await section.getByLabel('Export file (CSV)').setInputFiles(daylio);
  await section.getByRole('button', { name: 'Preview import' }).click();
  await expect(section.getByText('Nothing new to import: every entry in this file is already saved.')).toBeVisible();
  await expect(section.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  expect((await moods()).entries).toHaveLength(60);

  // The download is an attachment with the entries.
  const download = await page.request.get('/api/tracking/export.csv');
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="thrivewell-tracking-/);
  expect((await download.text()).split('\r\n').filter((l) => l.includes(',mood,'))).toHaveLength(60);
  await expect(section.getByRole('link', { name: 'Download my tracking data (CSV)' })).toHaveAttribute('href', '/api/tracking/export.csv');
});

test('a file that is not an export gets one clear message; dark mode passes axe', async ({ page }) => {
  await freeUser(page, uniqueEmail('import-dark'));
  await page.emulateMedia({ colorScheme: 'dark' });
  const section = await openImport(page);
  await section.getByLabel('Export file (CSV)').setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Amount,Payee\n2026-01-01,12.00,Grocer\n') });
  await section.getByRole('button', { name: 'Preview import' }).click();
  await expect(section.getByRole('alert')).toContainText('Not a Daylio or Bearable export');
  await expect(section.getByLabel('Export file (CSV)')).toBeFocused();

  await section.getByLabel('Export file (CSV)').setInputFiles(path.join(fixtures, 'daylio-edge-cases.csv'));
  await section.getByRole('button', { name: 'Preview import' }).click();
  await expect(section.getByRole('region', { name: 'Lines that cannot be imported' })).toContainText('Line 8:');
  await expectNoSeriousAxeViolations(page, '/account import preview with line errors (dark)');
});
