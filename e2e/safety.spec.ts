import { expect, test, type Page } from '@playwright/test';
import { freeUser, paidUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * Issue 4 in the browser: the interaction checker signed out (drug–drug pairs, severity in
 * colour, word and icon, sources, the critical disclaimer), name suggestions, the medicine
 * cabinet's live re-check and 'Multiple Medications Detected', plan gating to /upgrade/{feature},
 * the timing guide and the libraries.
 */
test.use({ storageState: returningVisitor });

async function addItem(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: 'Medicines, supplements and foods' });
  await input.fill(name);
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'Items to check' })).toContainText(name);
}

test('P1-LAND-03, P1-OVR-03: signed out, Start Checking Now → warfarin + Advil is a major interaction with sources', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Checking Now' }).click();
  await page.waitForURL('**/interaction-analyzer');
  await waitForPage(page);

  // Autocomplete offers the brand with its generic name.
  const input = page.getByRole('combobox', { name: 'Medicines, supplements and foods' });
  await input.fill('advi');
  await expect(page.getByRole('option', { name: /Advil \(Ibuprofen\)/ })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await addItem(page, 'warfarin');
  await page.getByRole('button', { name: 'Check interactions' }).click();

  const finding = page.getByRole('article', { name: /Major interaction: Ibuprofen and Warfarin|Major interaction: Warfarin and Ibuprofen/ });
  await expect(finding).toBeVisible();
  await expect(finding).toContainText('Major severity');
  await expect(finding.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('complementary', { name: 'Important safety information' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/interaction-analyzer with results');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/interaction-analyzer with results (dark)');
});

test('a misspelt name is not guessed: it is offered as a suggestion', async ({ page }) => {
  await page.goto('/interactions?items=warfrin,aspirin');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Check interactions' }).click();
  await expect(page.getByText('We could not match one name, so it was not checked')).toBeVisible();
  await page.getByRole('button', { name: 'Warfarin' }).click();
  await expect(page.getByRole('article', { name: /interaction: .*Warfarin/ })).toBeVisible();
});

test('P2-ERR-13, P1-ROUTE-48: free user, the cabinet re-checks on every change; supplement checks lead to /upgrade', async ({ page }) => {
  test.setTimeout(60_000);
  await freeUser(page, uniqueEmail('safety-free'));
  await page.goto('/safety/cabinet');
  await waitForPage(page);
  await expect(page.getByText('Your cabinet is empty.')).toBeVisible();

  const name = page.getByRole('combobox', { name: 'Name' });
  for (const med of ['Coumadin', 'ibuprofen']) {
    await name.fill(med);
    await page.getByRole('button', { name: 'Add to cabinet' }).click();
    await expect(page.getByRole('list', { name: 'Your medicine cabinet' })).toContainText(med);
  }
  await expect(page.getByRole('article', { name: /Major interaction/ })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByText('Multiple Medications Detected')).toHaveCount(0);

  await name.fill('Lipitor');
  await page.getByRole('button', { name: 'Add to cabinet' }).click();
  await expect(page.getByText('Multiple Medications Detected - Consider discussing potential interactions with your healthcare provider.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/safety/cabinet');

  // Pausing ibuprofen clears its warning at once.
  await page.getByRole('switch', { name: 'Taking now' }).nth(1).click();
  await expect(page.getByRole('article', { name: /Major interaction/ })).toHaveCount(0);

  await page.goto('/supplement-interactions');
  await waitForPage(page);
  await page.getByRole('link', { name: 'Upgrade to unlock' }).click();
  await page.waitForURL('**/upgrade/supplement_interactions');
});

test('W2-B: safety is never paywalled, and the checker includes the cabinet — free user on warfarin', async ({ page }) => {
  test.setTimeout(60_000);
  await freeUser(page, uniqueEmail('safety-never-paywalled'));
  await page.goto('/safety/cabinet');
  await waitForPage(page);
  const name = page.getByRole('combobox', { name: 'Name' });
  for (const med of ['warfarin', "St John's wort"]) {
    await name.fill(med);
    await page.getByRole('button', { name: 'Add to cabinet' }).click();
    await expect(page.getByRole('list', { name: 'Your medicine cabinet' })).toContainText(med);
  }
  // A major drug–supplement finding, with what to do, on the free plan.
  const finding = page.getByRole('article', { name: /Major interaction: .*St\. John/ });
  await expect(finding).toBeVisible();
  await expect(finding).toContainText('What to do');

  // One typed item is checked against the cabinet, which is included by default.
  await page.goto('/interaction-analyzer');
  await waitForPage(page);
  await expect(page.getByRole('switch', { name: /Include everything in my medicine cabinet/ })).toBeChecked();
  await addItem(page, 'ibuprofen');
  await expect(page.getByText('Add at least one more item to check a pair.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check interactions' }).click();
  await expect(page.getByRole('article', { name: /Major interaction: (Warfarin and Ibuprofen|Ibuprofen and Warfarin)/ })).toBeVisible();
});

test('P1-OVR-04/05/06, P1-ROUTE-38/40/50: paid user, timing guide, product fact checker and ingredient analyzer', async ({ page }) => {
  test.setTimeout(60_000);
  await paidUser(page, uniqueEmail('safety-paid'));
  await page.goto('/safety/timing');
  await waitForPage(page);
  const input = page.getByRole('combobox', { name: 'Medicines and supplements' });
  for (const item of ['levothyroxine', 'calcium']) {
    await input.fill(item);
    await input.press('Enter');
  }
  await page.getByRole('switch', { name: 'Include everything in my medicine cabinet' }).click();
  await page.getByRole('button', { name: 'Show when to take them' }).click();
  await expect(page.getByRole('heading', { name: 'Your day plan' })).toBeVisible();
  await expect(page.getByText('On waking, empty stomach')).toBeVisible();
  await expect(page.getByText(/with Calcium in your list/).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/safety/timing');

  // The product fact checker reads a product's ingredients against the cabinet: grapefruit + Zocor.
  await page.goto('/safety/cabinet');
  await waitForPage(page);
  await page.getByRole('combobox', { name: 'Name' }).fill('Zocor');
  await page.getByRole('button', { name: 'Add to cabinet' }).click();
  await expect(page.getByRole('list', { name: 'Your medicine cabinet' })).toContainText('Zocor');
  await page.goto('/product-fact-checker');
  await waitForPage(page);
  await page.getByRole('button', { name: /Ruby Red Grapefruit Juice/ }).click();
  await expect(page.getByRole('article', { name: 'Product: Ruby Red Grapefruit Juice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is in it for you' })).toBeVisible();
  await expect(page.getByRole('article', { name: /interaction: Simvastatin and Grapefruit/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/product-fact-checker');

  // The ingredient analyzer flags milk for a dairy allergy.
  await page.goto('/ingredient-analyzer');
  await waitForPage(page);
  await page.getByLabel('Ingredient list').fill('Sugar, whey powder, cocoa butter, soy lecithin');
  const allergy = page.getByRole('textbox', { name: 'Your allergies' });
  await allergy.fill('dairy');
  await allergy.press('Enter');
  await page.getByRole('button', { name: /^Analy[sz]e/ }).click();
  await expect(page.getByText('Matches your allergy').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/ingredient-analyzer');
});

test('P1-OVR-13, P1-ROUTE-13/42: the essential-oil and remedy libraries search and show safety facts', async ({ page }) => {
  await page.goto('/essential-oils');
  await waitForPage(page);
  await page.getByLabel('Search oils or uses').fill('bergamot');
  const card = page.getByRole('article', { name: /Bergamot/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('Phototoxic', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/essential-oils');

  await page.goto('/natural-remedies');
  await waitForPage(page);
  await page.getByLabel('Search remedies or concerns').fill('ginger');
  await expect(page.getByRole('article', { name: /Ginger/ }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/natural-remedies');
});
