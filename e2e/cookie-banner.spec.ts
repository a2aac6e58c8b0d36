import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keys, readLocal, waitForPage } from './support/fixtures';

// A first-time visitor: no saved consent (P1-CONS-10).

const banner = (page: Page) => page.getByRole('region', { name: /cookie/i });

async function expectStoredConsent(page: Page, expected: Record<string, boolean>) {
  const raw = await readLocal(page, keys.cookieConsent);
  expect(raw, `localStorage '${keys.cookieConsent}'`).not.toBeNull();
  expect(JSON.parse(raw!)).toEqual(expected);
  const stamp = await readLocal(page, keys.cookieConsentTimestamp);
  expect(stamp, `localStorage '${keys.cookieConsentTimestamp}'`).not.toBeNull();
  const when = Date.parse(stamp!);
  expect(Number.isNaN(when)).toBe(false);
  expect(Math.abs(Date.now() - when)).toBeLessThan(5 * 60_000);
}

async function expectHiddenAfterReload(page: Page) {
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await waitForPage(page);
  // Give the hydrated app a moment: the banner appears only after hydration when no choice exists.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
});

test('P1-CONS-10/11: a first visit shows the banner with Accept All, Reject All and Customize', async ({ page }) => {
  await expect(banner(page)).toBeVisible();
  for (const name of ['Accept All', 'Reject All', 'Customize']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  expect(await readLocal(page, keys.cookieConsent)).toBeNull();
});

test('P1-CONS-16/17/18: Accept All stores every category with a timestamp and the banner stays hidden', async ({ page }) => {
  await page.getByRole('button', { name: 'Accept All', exact: true }).click();
  await expectStoredConsent(page, { necessary: true, analytics: true, marketing: true, functional: true });
  await expectHiddenAfterReload(page);
  await expectStoredConsent(page, { necessary: true, analytics: true, marketing: true, functional: true });
});

test('P1-CONS-16/17: Reject All keeps only the necessary cookies and the banner stays hidden', async ({ page }) => {
  await page.getByRole('button', { name: 'Reject All', exact: true }).click();
  await expectStoredConsent(page, { necessary: true, analytics: false, marketing: false, functional: false });
  await expectHiddenAfterReload(page);
});

test('P1-CONS-12..16: Customize opens Cookie Preferences; Necessary is locked on; Save Preferences stores the choice', async ({ page }) => {
  await page.getByRole('button', { name: 'Customize', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();

  const necessary = dialog.getByRole('switch', { name: /Necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Analytics', 'Marketing', 'Functional']) {
    await expect(dialog.getByRole('switch', { name: new RegExp(name) })).toBeEnabled();
  }

  await dialog.getByRole('switch', { name: /Analytics/ }).click();
  await expect(dialog.getByRole('switch', { name: /Analytics/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();

  await expect(dialog).toHaveCount(0);
  await expectStoredConsent(page, { necessary: true, analytics: true, marketing: false, functional: false });
  await expectHiddenAfterReload(page);
});

test('the Cookie Preferences dialog closes with Escape without saving, and is accessible', async ({ page }) => {
  await page.getByRole('button', { name: 'Customize', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await readLocal(page, keys.cookieConsent)).toBeNull();
  await expect(banner(page)).toBeVisible();
});

test('a broken saved consent is treated as no choice: the banner asks again', async ({ page }) => {
  await page.evaluate((k) => window.localStorage.setItem(k, '{not json'), keys.cookieConsent);
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('button', { name: 'Accept All', exact: true })).toBeVisible();
});
