import { expect, test, type Page } from '@playwright/test';
import { freeUser, paidUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * Issue 6 in the browser: the floating AI wellness chat with the embedded (built-in) responder.
 * A free user asks about an interaction and gets a cited warning that survives a reload, an
 * emergency is answered with the number to call, the conversation can be cleared; the 21st chat
 * of the day is refused with the upgrade message; a paid user's badge says 'Unlimited'.
 */
test.use({
  storageState: {
    ...returningVisitor,
    origins: returningVisitor.origins.map((o) => ({ ...o, localStorage: [...o.localStorage, { name: 'hideDisclaimerPopup', value: 'true' }] })),
  },
});
test.describe.configure({ timeout: 90_000 });

const limitMessage = "You've reached your daily limit of 20 free chats. Upgrade to continue.";
const toggle = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'AI Wellness Chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'AI Wellness Chat' });
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message the AI wellness assistant' });
const assistantMessages = (page: Page) => panel(page).locator('[data-role="assistant"]');

async function openChat(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Loading your conversation…')).toHaveCount(0);
}

async function ask(page: Page, question: string) {
  await messageBox(page).fill(question);
  await messageBox(page).press('Enter');
  await expect(panel(page).locator('[data-role="user"]').last()).toHaveText(`You: ${question}`);
}

test('P1-CHAT-01..11: a free user asks about ibuprofen with warfarin, gets a cited warning that is still there after a reload', async ({ page }) => {
  await freeUser(page, uniqueEmail('chat'));
  await page.goto('/features');
  await waitForPage(page);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await openChat(page);

  // Bottom right, 500 px high (P1-CHAT-01); focus in the message box; the greeting (P1-CHAT-04).
  const box = await panel(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(Math.round(box.height)).toBe(500);
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
  }
  await expect(messageBox(page)).toBeFocused();
  await expect(assistantMessages(page).first()).toContainText('AI wellness assistant');
  await expect(panel(page).getByText('20 left')).toBeVisible();

  await ask(page, 'Can I take ibuprofen with warfarin?');
  const answer = assistantMessages(page).last();
  await expect(answer).toContainText(/bleeding/i, { timeout: 15_000 });
  const source = answer.getByRole('link').first();
  await expect(source).toBeVisible();
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('href', /^https:\/\//);
  // The usage count is read again after the answer (P1-CHAT-10).
  await expect(panel(page).getByText('19 left')).toBeVisible();
  await expect(messageBox(page)).toBeEnabled();

  // Escape closes and focus returns to the toggle.
  await messageBox(page).press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();

  // The conversation is stored on the server: after a reload it is still there, without the greeting.
  await page.reload();
  await waitForPage(page);
  await openChat(page);
  await expect(panel(page).getByText('Can I take ibuprofen with warfarin?')).toBeVisible();
  await expect(assistantMessages(page).last()).toContainText(/bleeding/i);
  await expect(panel(page).getByText(/I'm your AI wellness assistant/)).toHaveCount(0);

  // An emergency is answered first with the number to call, prominently.
  await ask(page, 'I have crushing chest pain');
  await expect(panel(page).getByRole('alert').filter({ hasText: '911' })).toBeVisible({ timeout: 15_000 });

  // Clearing (after confirming) empties it on the server too.
  await panel(page).getByRole('button', { name: 'Clear conversation' }).click();
  await panel(page).getByRole('button', { name: 'Yes, clear it' }).click();
  await expect(panel(page).getByText('Can I take ibuprofen with warfarin?')).toHaveCount(0);
  await expect(assistantMessages(page)).toHaveCount(1);
  await page.reload();
  await waitForPage(page);
  await openChat(page);
  await expect(assistantMessages(page)).toHaveCount(1);
  await expect(assistantMessages(page).first()).toContainText('AI wellness assistant');
});

test('P1-CHAT-13..15: after 20 chats today the next question gets the upgrade message and input and send are disabled', async ({ page }) => {
  await freeUser(page, uniqueEmail('chat-limit'));
  await page.goto('/features');
  await waitForPage(page);
  await openChat(page);
  await expect(panel(page).getByText('20 left')).toBeVisible();

  // The day's allowance is used up elsewhere (another tab or device).
  for (let i = 1; i <= 20; i += 1) {
    const res = await page.request.post('/api/chat', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { message: `Give me sleep tip number ${i}` },
    });
    expect(res.status(), `chat ${i}`).toBe(200);
  }

  // The server refuses the 21st (it counts, not the browser).
  await ask(page, 'What helps with stress?');
  const alert = panel(page).getByRole('alert').filter({ hasText: limitMessage });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Upgrade to Wellness Pro' })).toHaveAttribute('href', '/pricing');
  await expect(assistantMessages(page).last()).toHaveText(`Assistant: ${limitMessage}`);
  await expect(messageBox(page)).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(panel(page).getByText('0 left')).toBeVisible();

  // A new visit knows it from the start.
  await page.reload();
  await waitForPage(page);
  await openChat(page);
  await expect(panel(page).getByRole('alert').filter({ hasText: limitMessage })).toBeVisible();
  await expect(messageBox(page)).toBeDisabled();
});

test("P1-CHAT-12: a paid user's badge says 'Unlimited'; the panel on a phone", async ({ page }) => {
  await paidUser(page, uniqueEmail('chat-paid'));
  await page.goto('/features');
  await waitForPage(page);
  await openChat(page);
  await expect(panel(page).getByText('Unlimited')).toBeVisible();
  await expect(panel(page).getByText(/ left$/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '/features with the chat panel open');

  // On a phone: opened from the collapsed menu, full width with margins, below the header;
  // closing puts focus back on the menu button (the menu itself closed after the choice).
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 640 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'AI Wellness Chat' }).click();
  await expect(panel(page)).toBeVisible();
  const box = await panel(page).boundingBox();
  expect(box && Math.round(box.width)).toBe(375 - 24);
  expect(box && box.y).toBeGreaterThanOrEqual(64);
  await expect(messageBox(page)).toBeInViewport();
  await panel(page).getByRole('button', { name: 'Close AI Wellness Chat' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
