import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './env';

/** Local-storage keys from the spec (part 1 §3). */
export const keys = {
  cookieConsent: 'cookie-consent',
  cookieConsentTimestamp: 'cookie-consent-timestamp',
  footerNoticeDismissed: 'footer-disclaimer-dismissed',
} as const;

/**
 * A returning visitor who already answered the cookie banner and closed the footer notice,
 * for tests about something else (the banners are tested on their own, fresh).
 */
export const returningVisitor = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        { name: keys.cookieConsent, value: JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }) },
        { name: keys.cookieConsentTimestamp, value: '2024-05-01T10:00:00.000Z' },
        { name: keys.footerNoticeDismissed, value: 'true' },
      ],
    },
  ],
};

export function readLocal(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Waits until the page's own content has replaced the 'Loading … page...' fallback. */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText(/^Loading .* page\.\.\.$/)).toHaveCount(0);
  // Let entrance transitions finish so colours are measured at rest.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Records every text that appears in a live region (aria-live, role=status/alert), so a
 * short-lived announcement ('Navigated to …', cleared after 1 s) can be asserted reliably.
 */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = seen;
    const isLive = (el: Element | null) =>
      !!el?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]');
    const observer = new MutationObserver((mutations) => {
      for (const m of mutations) {
        const target = m.target.nodeType === Node.ELEMENT_NODE ? (m.target as Element) : m.target.parentElement;
        if (!isLive(target)) continue;
        const text = (target?.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')?.textContent ?? '').trim();
        if (text) seen.push(text);
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { subtree: true, childList: true, characterData: true }),
    );
  });
}

export function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announcements?: string[] }).__announcements ?? []);
}

/** A unique address per test run, so parallel workers and repeated runs never collide. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** axe-core on the current page: zero serious or critical violations, listed when failing. */
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  // A scan of a long page takes seconds on a slow machine: each scan adds its own time to the test's budget.
  test.info().setTimeout(test.info().timeout + 45_000);
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `[${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}`),
    );
  expect(blocking, label).toEqual([]);
}

/**
 * Waits until no CSS transition or animation is running, so a colour switch (light ↔ dark,
 * `transition-colors`) is judged at its end and not halfway: two frames let a just-changed
 * colour scheme start its transitions first. Infinite animations (spinners) are not awaited, and
 * the wait ends after 2 s whatever is still running.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    // Bounded: a paused animation (or one on a hidden element) never finishes.
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
  });
}
