import { expect, test } from '@playwright/test';
import { freeUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * W2-F guides and the urine dipstick: the public blood test guide; a free user reads the marker
 * guides and the test-kit guide, then walks a dipstick pad by pad with the read timer (the page's
 * clock is Playwright's, moved forward instead of waited for), sees what the readings mean and
 * saves them as a manual urine report; axe on each page, light and dark.
 */
test.use({ storageState: returningVisitor });

test('the blood test guide is public, sourced and accessible', async ({ page }) => {
  await page.goto('/blood-test-guide');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Test Guide' })).toBeVisible();
  for (const section of ['Fasting', 'Biotin before thyroid and heart tests', 'Morning samples: cortisol and testosterone', 'Medicines and their timing']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /FDA Safety Communication/ }).first()).toHaveAttribute('href', /^https:\/\/www\.fda\.gov\//);
  await expect(page.getByRole('complementary', { name: 'Educational information' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/blood-test-guide light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/blood-test-guide dark');
});

test('guides and a dipstick walk-through with the timer, then a save', async ({ page }) => {
  test.setTimeout(300_000);
  await freeUser(page, uniqueEmail('dipstick'));

  // Marker guides: search by abbreviation, filter by panel.
  await page.goto('/markers-education');
  await waitForPage(page);
  await page.getByLabel('Search markers').fill('tsh');
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText('Thyroid stimulating hormone (TSH)');
  await page.getByLabel('Search markers').fill('');
  await page.getByLabel('Panel', { exact: true }).selectOption({ label: 'Urine tests' });
  await expect(page.getByRole('article')).toHaveCount(12);
  await page.getByRole('article', { name: 'Nitrite (urine)' }).getByText('Reasons, questions and sources').click();
  await expect(page.getByRole('article', { name: 'Nitrite (urine)' }).getByRole('heading', { name: 'Questions to ask your clinician' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/markers-education');

  await page.goto('/test-kits');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 2, name: 'How accurate are home kits?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/test-kits');

  // The dipstick, on a clock the test moves.
  await page.clock.install();
  await page.getByRole('link', { name: 'Enter a urine dipstick' }).click();
  await page.waitForURL('**/urine-test-upload');
  await waitForPage(page);
  const step = page.locator('#dipstick-step');
  await expect(step).toHaveText('Step 1: Get ready');
  await page.getByRole('button', { name: 'I’m ready' }).click();
  await expect(step).toHaveText('Step 2: Dip the strip');
  await expect(step).toBeFocused();
  await page.getByRole('button', { name: 'Strip is out: start the timer' }).click();

  await expect(step).toHaveText('Pad 1 of 10: Glucose');
  await expect(page.getByText('Read in 30 s (at 0:30)')).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(page.getByText('Read now: compare the pad with the chart.')).toBeVisible();
  await expect(page.getByText('Glucose: read now.')).toBeAttached();
  await expectNoSeriousAxeViolations(page, '/urine-test-upload pad step');

  // Keyboard: the pause button, then the radio group with arrow keys.
  await page.getByRole('button', { name: 'Pause timer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Resume timer' })).toBeVisible();
  const frozen = await page.getByRole('timer').textContent();
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('timer')).toHaveText(frozen ?? '');
  await page.getByRole('button', { name: 'Resume timer' }).click();
  await page.getByRole('radio', { name: 'Negative' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Negative' })).toBeChecked();
  await page.getByRole('button', { name: 'Next pad' }).click();

  const choices: Record<string, string> = { Protein: '30 mg/dL (+)', Nitrite: 'Positive (any even pink)', Leukocytes: 'Moderate (++)' };
  for (let pad = 2; pad <= 10; pad++) {
    const name = ((await step.textContent()) ?? '').split(': ')[1] ?? '';
    const choice = choices[name];
    if (choice) await page.getByRole('radio', { name: choice }).check();
    await page.getByRole('button', { name: pad === 10 ? 'See results' : choice ? 'Next pad' : 'Skip this pad' }).click();
  }

  await expect(step).toHaveText('Your results');
  await expect(page.getByText('Possible urinary tract infection')).toBeVisible();
  await expect(page.getByRole('row', { name: /Protein 30 mg\/dL/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/urine-test-upload results');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/urine-test-upload results dark');

  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByText('Saved to your urine results.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your markers' })).toHaveAttribute('href', '/wellness/biomarkers');
});
