import { expect, test, type Page } from '@playwright/test';
import { freeUser, paidUser } from './support/accounts';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * W2-D reminders on /account: settings save (quiet hours, time zone, daily check-in time, edit and
 * delete), the Wellness Pro gate for push and e-mail, and the push permission flow: permission is
 * asked only after the click. Headless Chromium has no push service, so the browser's
 * PushManager.subscribe answers a fixed subscription here; the service worker is the real one.
 */
test.use({ storageState: returningVisitor });

async function stubPushService(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __permissionAsks: number };
    w.__permissionAsks = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      w.__permissionAsks++;
      return ask();
    };
    let current: PushSubscription | null = null;
    const fake = {
      endpoint: 'https://push.example.com/send/e2e-device',
      toJSON: () => ({ endpoint: 'https://push.example.com/send/e2e-device', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = fake;
      return fake;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  });
}

const section = (page: Page) => page.getByRole('region', { name: 'Reminders and notifications' });

test('Wellness Pro: push permission only after the click, e-mail, quiet hours, a daily check-in reminder edited and deleted', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  await stubPushService(page);
  await paidUser(page, uniqueEmail('reminders-pro'));
  await page.goto('/account');
  await waitForPage(page);
  const reminders = section(page);
  await expect(reminders.getByText('This device does not receive reminders yet.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(0);

  await reminders.getByRole('button', { name: 'Turn on push notifications' }).click();
  await expect(reminders.getByText('This device receives reminders.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(1);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/push/'))?.active?.scriptURL ?? (await navigator.serviceWorker.getRegistration('/push/'))?.installing?.scriptURL);
  expect(worker).toMatch(/\/push-sw\.js$/);

  await reminders.getByRole('switch', { name: /E-mail reminders/ }).click();
  await expect(reminders.getByRole('switch', { name: /E-mail reminders/ })).toBeChecked();

  await reminders.getByRole('switch', { name: /Quiet hours/ }).click();
  await reminders.getByLabel('Quiet from').fill('22:30');
  await reminders.getByLabel('Quiet until').fill('06:45');
  await reminders.getByLabel('Time zone for reminders').selectOption('Europe/Berlin');
  await reminders.getByRole('button', { name: 'Save quiet hours and time zone' }).click();
  await expect(reminders.getByText('Quiet hours and time zone saved.')).toBeVisible();

  await reminders.getByLabel('Daily check-in reminder').fill('21:15');
  await reminders.getByRole('button', { name: 'Add check-in reminder' }).click();
  const list = reminders.getByRole('list', { name: 'Your reminders' });
  await expect(list).toContainText('Time to check in');
  await expect(list).toContainText('Every day at 21:15 (Europe/Berlin)');

  await expectNoSeriousAxeViolations(page, '/account reminders');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, '/account reminders (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // Everything was saved: a reload shows it.
  await page.reload();
  await waitForPage(page);
  await expect(section(page).getByLabel('Quiet from')).toHaveValue('22:30');
  await expect(section(page).getByRole('switch', { name: /E-mail reminders/ })).toBeChecked();

  await list.getByRole('button', { name: 'Edit times' }).click();
  await list.getByLabel(/Times/).fill('07:00, 25:00');
  await list.getByRole('button', { name: 'Save times' }).click();
  await expect(list.getByText('Use a time like 08:00 (24-hour clock).')).toBeVisible();
  await expect(list.getByLabel(/Times/)).toHaveValue('07:00, 25:00');
  await list.getByLabel(/Times/).fill('07:00, 21:15');
  await list.getByRole('button', { name: 'Save times' }).click();
  await expect(list).toContainText('Every day at 07:00, 21:15 (Europe/Berlin)');

  await list.getByRole('button', { name: 'Delete' }).click();
  await list.getByRole('button', { name: 'Yes, delete this reminder' }).click();
  await expect(section(page).getByText('No reminders yet.')).toBeVisible();
});

test('free plan: reminders stay in the app, push and e-mail lead to the upgrade', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications']);
  await freeUser(page, uniqueEmail('reminders-free'));
  await page.goto('/account');
  await waitForPage(page);
  const reminders = section(page);
  await expect(reminders.getByText('Push and e-mail reminders are part of Wellness Pro.')).toBeVisible();
  await expect(reminders.getByRole('button', { name: 'Turn on push notifications' })).toBeDisabled();
  await expect(reminders.getByRole('switch', { name: /E-mail reminders/ })).toBeDisabled();
  await reminders.getByRole('button', { name: 'Add check-in reminder' }).click();
  await expect(reminders.getByRole('list', { name: 'Your reminders' })).toContainText('Time to check in');
  await reminders.getByRole('link', { name: 'See what Wellness Pro unlocks' }).click();
  await page.waitForURL('**/upgrade/automated_reminders');
});
