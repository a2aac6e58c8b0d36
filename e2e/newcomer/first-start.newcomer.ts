import { expect, test, type Browser, type Page } from '@playwright/test';
import { keys, uniqueEmail } from '../support/fixtures';

/**
 * What a newcomer does after `npm install && npm start` with nothing configured (W2-A §1): sign up
 * through the pages at http://127.0.0.1:PORT (one of the addresses the log prints; APP_URL is the
 * default http://localhost:PORT), open the link from the dev mailbox, and sign in — at 127.0.0.1
 * and at localhost alike.
 */
const port = Number(process.env.NEWCOMER_PORT);
const password = 'Quiet-Meadow-58!';

function visitor(origin: string) {
  const consent = JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false });
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: keys.cookieConsent, value: consent },
          { name: keys.cookieConsentTimestamp, value: new Date().toISOString() },
          { name: keys.footerNoticeDismissed, value: 'true' },
        ],
      },
    ],
  };
}

async function signIn(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, storageState: visitor(origin) });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  return page;
}

test('sign up through the pages, verify from the dev mailbox, sign in', async ({ browser }) => {
  expect(port, 'NEWCOMER_PORT must name the running app').toBeGreaterThan(0);
  const origin = `http://127.0.0.1:${port}`;
  const email = uniqueEmail('newcomer');

  const context = await browser.newContext({ baseURL: origin, storageState: visitor(origin) });
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByRole('radio', { name: /Free Wellness/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Check your e-mail');
  await expect(page.getByText(/invalid (callbackurl|origin)/i)).toHaveCount(0);

  // The verification link, opened from the dev mailbox page, signs this browser in.
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('listitem').filter({ hasText: `To ${email}` }).first();
  await expect(mail).toContainText('Confirm your e-mail address');
  await mail.getByRole('link').first().click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await context.close();

  // Sign in with the password, at 127.0.0.1 and at localhost.
  await (await signIn(browser, origin, email)).context().close();
  await (await signIn(browser, `http://localhost:${port}`, email)).context().close();
});
