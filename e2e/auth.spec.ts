import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './support/env';
import { readLocal, returningVisitor, waitForPage, expectNoSeriousAxeViolations, uniqueEmail as sharedUniqueEmail } from './support/fixtures';

/**
 * Accounts end to end on the built app (issue 3, spec part 1 §2, §4, §5, §8): free sign-up →
 * verification link from the dev mailbox → login → dashboard → sign out; the login and
 * password messages; the protected-route guard; account deletion.
 */
test.use({ storageState: returningVisitor });

const password = 'Calm-River-42!';

const uniqueEmail = (tag: string) => sharedUniqueEmail(`auth-${tag}`);


interface MailboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The newest verification link sent to `email`, read from GET /api/dev/mailbox. */
async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/api/dev/mailbox')).json()) as MailboxMessage[];
      link = messages.find((m) => m.to === email)?.links.find((l) => l.includes('/verify-email'));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A verified account made over HTTP (another context: this page stays signed out). */
async function verifiedUser(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { email, password, name: 'Ann Lee', first_name: 'Ann', last_name: 'Lee', selected_plan: 'free', callbackURL: `${baseURL}/dashboard?verified=true` },
  });
  expect(res.status()).toBe(200);
  const verify = await request.get(await verificationLink(request, email), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
}

async function logIn(page: Page, email: string, pw = password) {
  await page.goto('/login');
  await waitForPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(pw);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
}

/** The form's own error (the toaster has an alert region of its own). */
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

async function acceptWelcomePopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Thrivewell' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('free sign-up → verify → login → dashboard → sign out', () => {
  test.describe.configure({ timeout: 60_000 });

  test('P1-AUTH-16/18/37/25/26/47: the whole journey of a free account', async ({ page, browser }) => {
    const email = uniqueEmail('free');
    await page.goto('/register');
    await waitForPage(page);
    await expect(page.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
    await page.getByRole('radio', { name: /Free Wellness/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Free Account' }).click();

    // The form is reset and the Login tab says to check the e-mail (P1-AUTH-16).
    await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Check your e-mail');
    await expect(page.getByRole('tabpanel')).toContainText(email);

    // Before verification the login says so (P1-AUTH-40).
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await expect(formAlert(page)).toHaveText(
      'Please check your email and click the verification link before logging in.',
    );

    // The link is opened from the dev mailbox in another browser (as from a phone's mail app):
    // it verifies the address and signs that browser in (P1-AUTH-37).
    const phone = await browser.newContext({ storageState: returningVisitor });
    const mailPage = await phone.newPage();
    await mailPage.goto('/dev/mailbox');
    const mail = mailPage.getByRole('listitem').filter({ hasText: `To ${email}` }).first();
    await expect(mail).toContainText('Confirm your e-mail address');
    await expectNoSeriousAxeViolations(mailPage, '/dev/mailbox');
    await mail.getByRole('link').first().click();
    await expect(mailPage.getByText('Email verified successfully!')).toBeVisible();
    await expect(mailPage).toHaveURL('/dashboard');
    await phone.close();

    // Back in the first browser: login → 'Login successful' → /dashboard (P1-AUTH-25/26).
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await acceptWelcomePopup(page);
    expect(await readLocal(page, 'hideDisclaimerPopup')).toBe('true');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Community', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: /AI Wellness Chat/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);

    // The landing page greets with the e-mail's local part (P1-LAND-15/16).
    await page.goto('/');
    await expect(page.getByText(`Welcome back, ${email.split('@')[0]}`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();

    // Sign out ends on /login, signed out (P1-AUTH-47, -51).
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();

    // The popup was dismissed for good: it stays closed on the next visit (P1-CONS-02).
    await logIn(page, email);
    await expect(page).toHaveURL('/dashboard');
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('login messages', () => {
  test('P1-AUTH-41: a wrong password shows the spec message and keeps the user on /login', async ({ page, request }) => {
    const email = uniqueEmail('wrong');
    await verifiedUser(request, email);
    await logIn(page, email, 'Wrong-River-42!');
    await expect(formAlert(page)).toHaveText('Invalid email or password. Please check your credentials and try again.');
    await expect(page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeEnabled();
    await expect(page).toHaveURL('/login');
    // An unknown address gets the very same answer (no account enumeration).
    await logIn(page, uniqueEmail('nobody'), password);
    await expect(formAlert(page)).toHaveText('Invalid email or password. Please check your credentials and try again.');
  });

  test("P1-AUTH-03: returnTo=pricing leads to /pricing after login", async ({ page, request }) => {
    const email = uniqueEmail('return');
    await verifiedUser(request, email);
    await page.goto('/login?returnTo=pricing');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await expect(page).toHaveURL('/pricing');
  });
});

test.describe('weak password messages (P1-VAL-02..11)', () => {
  const cases: [string, string][] = [
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['calm-river-42', 'Password must contain at least one uppercase letter'],
    ['CALM-RIVER-42', 'Password must contain at least one lowercase letter'],
    ['Calm-River-xx', 'Password must contain at least one number'],
    ['CalmRiver42', 'Password must contain at least one special character'],
    ['MyPassword1!', 'Password contains common patterns and is not secure'],
    [`Aa1!${'x'.repeat(125)}`, 'Password is too long (max 128 characters)'],
  ];

  test('the form shows only the first broken rule, and mismatched passwords', async ({ page }) => {
    await page.goto('/register?plan=free');
    await waitForPage(page);
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    const field = page.getByLabel('Password', { exact: true });
    for (const [value, message] of cases) {
      await field.fill(value);
      await page.getByLabel('Confirm password').fill(value);
      await page.getByRole('button', { name: 'Create Free Account' }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByText(/^Password (must|contains|is)/)).toHaveCount(1);
    }
    await field.fill(password);
    await page.getByLabel('Confirm password').fill(`${password}x`);
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/register with errors');
  });

  test('the server refuses a weak password on its own, with the same words', async ({ request }) => {
    const res = await request.post('/api/auth/sign-up/email', {
      headers: { origin: baseURL },
      data: { email: uniqueEmail('server'), password: 'calm-river-42', name: 'Ann Lee' },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBe('Password must contain at least one uppercase letter');
  });
});

test.describe('protected pages', () => {
  test("P1-FRAME-04/05: signed out, /account says 'You must be logged in to access this page' and opens /login", async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByText('You must be logged in to access this page')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Thrivewell');
  });
});

test.describe('account deletion', () => {
  test.describe.configure({ timeout: 60_000 });

  test('download my data, then delete the account confirmed by typing the e-mail: every row goes', async ({ page, request }) => {
    const email = uniqueEmail('delete');
    await verifiedUser(request, email);
    await logIn(page, email);
    await expect(page).toHaveURL('/dashboard');
    await acceptWelcomePopup(page);

    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/account');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^thrivewell-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(exported).toString('utf8')).toContain(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account permanently' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Your e-mail address').fill('someone-else@example.com');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Your e-mail address').fill(email.toUpperCase());
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL('/');
    await expect(page.getByText('Your account and all its data have been deleted.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect((await page.request.get('/api/account/export')).status()).toBe(401);

    // The account is gone: its password no longer works and the address is free again.
    await logIn(page, email);
    await expect(formAlert(page)).toHaveText('Invalid email or password. Please check your credentials and try again.');
    const again = await request.post('/api/auth/sign-up/email', {
      headers: { origin: baseURL },
      data: { email, password, name: 'Ann Lee' },
    });
    expect(again.status()).toBe(200);
  });
});

test.describe('registration screens are accessible', () => {
  for (const path of ['/register?plan=wellness_plus&cycle=yearly', '/login?type=recovery&token=x']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      await expectNoSeriousAxeViolations(page, path);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoSeriousAxeViolations(page, `${path} (dark)`);
    });
  }
});
