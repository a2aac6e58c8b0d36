import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillSignup, followMailboxLink, freeUser, payOnTestCheckout, signIn } from './support/accounts';
import { readLocal, returningVisitor, expectNoSeriousAxeViolations, uniqueEmail as sharedUniqueEmail } from './support/fixtures';

/**
 * The paid sign-up of spec part 1 §4 on the embedded test-mode billing provider (issue 3):
 * paid sign-up → intent saved → e-mail link from the dev mailbox → signed in → intent consumed
 * → TEST MODE checkout → 'Pay (test mode)' → /subscription-success → the tier shows paid. Plus
 * the cancel paths, the signed-in pricing button and the local portal.
 */
test.use({ storageState: returningVisitor });

const intentKey = 'subscription-intent';

const uniqueEmail = (tag: string) => sharedUniqueEmail(`bill-${tag}`);



/** P1-AUTH-20: the plan-parameter sign-up saves the subscription intent locally. */
async function paidSignUp(page: Page, email: string, cycle: 'monthly' | 'yearly') {
  await page.goto(`/register?plan=wellness_plus&cycle=${cycle}`);
  await fillSignup(page, email, 'Create Account & Subscribe');
  await expect.poll(() => readLocal(page, intentKey)).toContain(`wellness_plus_${cycle}`);
  const intent = JSON.parse((await readLocal(page, intentKey)) ?? '{}') as { successUrl: string; cancelUrl: string };
  expect(new URL(intent.successUrl).pathname).toBe('/subscription-success');
  expect(new URL(intent.cancelUrl).pathname).toBe('/pricing');
}

/** Opens the newest e-mail to `email` on /dev/mailbox and follows its first link. */



async function expectPaidTier(page: Page) {
  await expect(page.getByTestId('tier-banner')).toContainText('Wellness Pro plan');
  await expect(page.getByTestId('tier-banner').getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
}


async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: returningVisitor });
  return context.newPage();
}

test.describe('paid sign-up on the test-mode provider', () => {
  test.describe.configure({ timeout: 60_000 });

  test('P1-AUTH-20/21 paid sign-up → verify from the dev mailbox → signed in → test checkout → paid', async ({ page }) => {
    const email = uniqueEmail('paid');
    await paidSignUp(page, email, 'yearly');

    // The link signs the user in (auto sign-in after verification); the saved intent is
    // consumed on the way back and the checkout opens. The login path is the next test.
    await followMailboxLink(page, email);
    await page.waitForURL(/\/billing\/test-checkout\?session=/);
    expect(await readLocal(page, intentKey)).toBeNull();
    await expect(page.getByText('Yearly', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/billing/test-checkout');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousAxeViolations(page, '/billing/test-checkout (dark)');
    await page.emulateMedia({ colorScheme: 'light' });
    await payOnTestCheckout(page, '$190/year');

    await page.waitForURL(/\/subscription-success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Wellness Pro!' })).toBeVisible();
    await expectPaidTier(page);
    await expectNoSeriousAxeViolations(page, '/subscription-success');

    // The status page and the pricing page agree.
    await page.goto('/subscription');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('WELLNESS+', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/subscription');
    await page.goto('/pricing');
    await expect(page.getByRole('article', { name: 'Wellness Pro' }).getByRole('button', { name: 'Manage subscription' })).toBeVisible();
  });

  test("P1-AUTH-21 the intent is consumed at login; the checkout's Cancel returns to /pricing", async ({ page, browser }) => {
    const email = uniqueEmail('login');
    await paidSignUp(page, email, 'monthly');

    // The link opened elsewhere (another browser): this one still holds the intent, signed out.
    const other = await newVisitor(browser);
    await followMailboxLink(other, email);
    await other.waitForURL((url) => !url.pathname.startsWith('/api/'));
    await other.context().close();

    await signIn(page, email);
    await page.waitForURL(/\/billing\/test-checkout\?session=/);
    expect(await readLocal(page, intentKey)).toBeNull();
    await expect(page.getByText('$19/month')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await expect(page.getByTestId('tier-banner')).toContainText('Free Wellness plan');
  });

  test('P1-PLAN-17 a signed-in free user subscribes from /pricing, then cancels in the test portal', async ({ page }) => {
    const email = uniqueEmail('pricing');
    await freeUser(page, email);
    await page.goto('/upgrade/barcode_scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock Barcode scan' })).toBeVisible();
    await expect(page.getByText('wellness_plus', { exact: true })).toBeVisible();
    await expect(page.getByText('health_pro', { exact: true })).toBeVisible(); // P1-ROUTE-51
    await expectNoSeriousAxeViolations(page, '/upgrade/barcode_scan');

    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Wellness Pro' }).getByRole('button', { name: 'Choose Wellness Pro' }).click();
    await payOnTestCheckout(page, '$19/month');
    await page.waitForURL(/\/subscription-success/);
    await expectPaidTier(page);

    // The local portal: cancelling goes through the webhook's code path and the tier follows.
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await page.waitForURL(/\/billing\/test-portal/);
    await expect(page.getByRole('region', { name: 'Test mode' })).toContainText('TEST MODE');
    await expectNoSeriousAxeViolations(page, '/billing/test-portal');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await expect(page.getByText('There is no subscription to manage.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('tier-banner')).toContainText('Free Wellness plan');
  });
});

test('/subscription-cancel is public and axe-clean', async ({ page }) => {
  await page.goto('/subscription-cancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  await expectNoSeriousAxeViolations(page, '/subscription-cancel');
});
