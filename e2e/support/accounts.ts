import { expect, type Page } from '@playwright/test';

/** Account steps shared by the e2e specs: sign-up on /register, the dev mailbox link, sign-in, the TEST MODE checkout. */
export const password = 'Quiet-Harbor-47!';

/** Fills the registration form of the current page and submits it with `submit`. */
export async function fillSignup(page: Page, email: string, submit: string) {
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivers');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: submit }).click();
}

export async function followMailboxLink(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('listitem').filter({ hasText: `To ${email}` }).first();
  await expect(async () => {
    if (!(await mail.isVisible())) await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await mail.getByRole('link').first().click();
}

export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
}

/** On the TEST MODE checkout page: checks what it shows, then pays. */
export async function payOnTestCheckout(page: Page, price: string) {
  await page.waitForURL(/\/billing\/test-checkout\?session=/);
  await expect(page.getByRole('region', { name: 'Test mode' })).toContainText('TEST MODE');
  await expect(page.getByRole('region', { name: 'Test mode' })).toContainText('No real payment');
  await expect(page.getByText('Wellness Pro', { exact: true })).toBeVisible();
  await expect(page.getByText(price)).toBeVisible();
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
}

/** A verified, signed-in free user (the link opened in the same browser signs in). */
export async function freeUser(page: Page, email: string) {
  await page.goto('/register?plan=free');
  await fillSignup(page, email, 'Create Free Account');
  await expect(page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
  await followMailboxLink(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'));
  await expect(page.getByTestId('tier-banner')).toContainText('Free Wellness plan');
}

/** A verified, signed-in user on Wellness Pro through the embedded test-mode checkout. */
export async function paidUser(page: Page, email: string) {
  await page.goto('/register?plan=wellness_plus&cycle=monthly');
  await fillSignup(page, email, 'Create Account & Subscribe');
  await expect(page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
  await followMailboxLink(page, email);
  await payOnTestCheckout(page, '$19/month');
  await page.waitForURL(/\/subscription-success/);
  await expect(page.getByTestId('tier-banner')).toContainText('Wellness Pro plan');
}
