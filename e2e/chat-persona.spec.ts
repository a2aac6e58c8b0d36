import { expect, test, type Page } from '@playwright/test';
import { freeUser } from './support/accounts';
import { returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * W2-B in the browser: the built-in assistant understands the person. A user with warfarin in the
 * medicine cabinet and a peanut allergy in the profile asks the clinical review's questions in
 * their own words; every answer uses the cabinet and the allergy without being asked, readings and
 * follow-ups are understood, ordinary words are not looked up as medicines, and each new answer is
 * shown from its start with its sources after it.
 */
test.use({
  storageState: {
    ...returningVisitor,
    origins: returningVisitor.origins.map((o) => ({ ...o, localStorage: [...o.localStorage, { name: 'hideDisclaimerPopup', value: 'true' }] })),
  },
});
test.describe.configure({ timeout: 120_000 });

const api = { 'X-Requested-With': 'XMLHttpRequest' };
const toggle = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'AI Wellness Chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'AI Wellness Chat' });
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message the AI wellness assistant' });
const assistantMessages = (page: Page) => panel(page).locator('[data-role="assistant"]');

async function openChat(page: Page) {
  await toggle(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Loading your conversation…')).toHaveCount(0);
}

/** Asks and waits for the complete answer (the input is enabled again); returns the answer bubble. */
async function ask(page: Page, question: string) {
  const before = await assistantMessages(page).count();
  await messageBox(page).fill(question);
  await messageBox(page).press('Enter');
  await expect(panel(page).locator('[data-role="user"]').last()).toHaveText(`You: ${question}`);
  await expect(assistantMessages(page)).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(messageBox(page)).toBeEnabled({ timeout: 15_000 });
  return assistantMessages(page).last();
}

/** The persona: warfarin in the cabinet, a peanut allergy and atrial fibrillation in the profile. */
async function setUpPersona(page: Page) {
  const cabinet = await page.request.post('/api/safety/cabinet', { headers: api, data: { name: 'Warfarin', type: 'Prescription', dosage: '5 mg', frequency: 'Once daily' } });
  expect(cabinet.status(), await cabinet.text()).toBe(201);
  const history = await page.request.put('/api/profile/sections/medicalHistory', {
    headers: api,
    data: { noConditions: false, currentConditions: ['Atrial fibrillation'], chronicConditions: [], allergies: ['Peanuts'], familyHistory: [] },
  });
  expect(history.status(), await history.text()).toBe(200);
}

test('W2-B: the warfarin + peanut-allergy persona asks in their own words and every answer uses what the assistant knows about them', async ({ page }) => {
  await freeUser(page, uniqueEmail('chat-persona'));
  await setUpPersona(page);
  await page.goto('/features');
  await waitForPage(page);
  await openChat(page);

  // A natural question about a painkiller: the warfarin interaction first, and a better option.
  const knee = await ask(page, 'Can I take ibuprofen for my knee?');
  await expect(knee).toContainText(/Major interaction/);
  await expect(knee).toContainText(/Warfarin \(from your cabinet\)/);
  await expect(knee).toContainText(/bleeding/i);
  await expect(knee).toContainText(/Better options for joint or muscle pain for you/);
  // The answer is shown from its start: its first line is inside the visible part of the conversation.
  const first = knee.getByText(/I checked Ibuprofen against your cabinet/);
  await expect(first).toBeInViewport();
  // Sources come after the answer.
  const sources = knee.getByText('Sources', { exact: true });
  await expect(sources).toBeAttached();
  const [textBox, sourcesBox] = [await first.boundingBox(), await sources.boundingBox()];
  expect(textBox && sourcesBox && textBox.y < sourcesBox.y).toBe(true);

  // A food with a declared allergy.
  const peanut = await ask(page, 'Can I eat peanut butter?');
  await expect(peanut).toContainText(/No — your profile lists an allergy to peanuts/);
  await expect(peanut).not.toContainText(/healthy|fibre-rich/i);

  // A herbal remedy with a major warfarin interaction.
  const wort = await ask(page, "Can I take St John's wort for my mood?");
  await expect(wort).toContainText(/Major interaction/);
  await expect(wort).toContainText(/Warfarin/);

  // Readings, and a follow-up bound to the reading rather than to the earlier medicines.
  const sugar = await ask(page, 'My blood sugar was 280 this morning, is that bad?');
  await expect(sugar).toContainText(/Blood sugar 280 mg\/dL/);
  await expect(sugar).toContainText(/ketones/);
  await expect(sugar).not.toContainText(/aspirin|lavender|St\. John/i);
  const followUp = await ask(page, 'what about 65?');
  await expect(followUp).toContainText(/Blood sugar 65 mg\/dL/);
  await expect(followUp).toContainText(/15-15 rule/);

  const inr = await ask(page, 'My INR was 4.2, what should I do?');
  await expect(inr).toContainText(/anticoagulation clinic today/);
  await expect(inr).toContainText(/Your cabinet lists Warfarin/);

  // Relief ranked for this person: paracetamol before the NSAIDs.
  const relief = await ask(page, 'What can I take for knee pain?');
  await expect(relief).toContainText(/Not a good fit for you/);
  const reliefText = (await relief.textContent()) ?? '';
  expect(reliefText.indexOf('Paracetamol')).toBeGreaterThan(-1);
  expect(reliefText.indexOf('Paracetamol')).toBeLessThan(reliefText.indexOf('Ibuprofen'));

  // The summary.
  const summary = await ask(page, 'Summarise my health');
  await expect(summary).toContainText(/Allergies: Peanuts/);
  await expect(summary).toContainText(/Warfarin 5 mg/);
  await expect(summary).toContainText(/Next steps/);

  // Ordinary words are not looked up as medicine names.
  const words = await ask(page, "I don't know what to do about the tension in my arm");
  await expect(words).not.toContainText(/did you mean|don't recognise/i);
});
