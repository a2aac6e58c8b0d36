// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../lib/toast-store';
import { apiError, fakeApi } from './billing-test-helpers';
import { browser } from './checkout';
import {
  consumeSubscriptionIntent,
  dropSubscriptionIntent,
  readSubscriptionIntent,
  resumeSubscriptionIntent,
  saveSubscriptionIntent,
} from './subscription-intent';

const key = 'subscription-intent';
const origin = window.location.origin;

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('subscription intent storage', () => {
  it('P1-AUTH-20 saves {lookupKey, successUrl, cancelUrl} locally with success /subscription-success and cancel /pricing', () => {
    const intent = saveSubscriptionIntent('wellness_plus_yearly');
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, string>;
    expect(stored).toEqual(intent);
    expect(Object.keys(stored).sort()).toEqual(['cancelUrl', 'lookupKey', 'successUrl']);
    expect(stored.lookupKey).toBe('wellness_plus_yearly');
    expect(new URL(stored.successUrl!).pathname).toBe('/subscription-success');
    expect(new URL(stored.successUrl!).origin).toBe(origin);
    expect(new URL(stored.cancelUrl!).pathname).toBe('/pricing');
  });

  it('reads the saved intent back without removing it', () => {
    saveSubscriptionIntent('wellness_plus_monthly');
    expect(readSubscriptionIntent()?.lookupKey).toBe('wellness_plus_monthly');
    expect(readSubscriptionIntent()?.lookupKey).toBe('wellness_plus_monthly');
  });

  it('consume returns the intent once and removes it', () => {
    saveSubscriptionIntent('wellness_plus_monthly');
    expect(consumeSubscriptionIntent()?.lookupKey).toBe('wellness_plus_monthly');
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(consumeSubscriptionIntent()).toBeNull();
  });

  it('drop removes it', () => {
    saveSubscriptionIntent('wellness_plus_monthly');
    dropSubscriptionIntent();
    expect(readSubscriptionIntent()).toBeNull();
  });

  it.each([['not json'], [JSON.stringify({ lookupKey: 'gold_monthly', successUrl: 'x', cancelUrl: 'y' })], [JSON.stringify({ lookupKey: 'wellness_plus_monthly' })]])(
    'treats a malformed value (%s) as no intent and removes it',
    (raw) => {
      window.localStorage.setItem(key, raw);
      expect(readSubscriptionIntent()).toBeNull();
      expect(window.localStorage.getItem(key)).toBeNull();
    },
  );
});

describe('resumeSubscriptionIntent (after login)', () => {
  it('P1-AUTH-21 consumes the intent, creates the checkout with its URLs and sends the browser to pay', async () => {
    const intent = saveSubscriptionIntent('wellness_plus_yearly');
    const { calls } = fakeApi({ 'POST /api/billing/checkout': { body: { url: `${origin}/billing/test-checkout?session=s1` } } });
    await expect(resumeSubscriptionIntent()).resolves.toBe('redirecting');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/billing/checkout', body: { lookup_key: 'wellness_plus_yearly', success_url: intent.successUrl, cancel_url: intent.cancelUrl } },
    ]);
    expect(browser.assign).toHaveBeenCalledWith(`${origin}/billing/test-checkout?session=s1`);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('P1-AUTH-22 a failed intent is dropped silently: removed, no toast, no redirect', async () => {
    saveSubscriptionIntent('wellness_plus_monthly');
    fakeApi({ 'POST /api/billing/checkout': apiError(500, 'INTERNAL', 'boom') });
    await expect(resumeSubscriptionIntent()).resolves.toBe('failed');
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('does nothing without an intent', async () => {
    const { calls } = fakeApi({});
    await expect(resumeSubscriptionIntent()).resolves.toBe('none');
    expect(calls).toEqual([]);
  });

  it('never follows a non-http URL from the server', async () => {
    saveSubscriptionIntent('wellness_plus_monthly');
    fakeApi({ 'POST /api/billing/checkout': { body: { url: 'javascript:alert(1)' } } });
    await expect(resumeSubscriptionIntent()).resolves.toBe('failed');
    expect(browser.assign).not.toHaveBeenCalled();
  });
});
