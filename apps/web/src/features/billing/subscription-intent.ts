import { isLookupKey, type LookupKey } from '@thrivewell/core/rules/plans';
import { readStored, writeStored } from '../../lib/local-store';
import { storageKeys } from '../../lib/storage-keys';
import { appUrl, browser, requestCheckoutUrl } from './checkout';

/**
 * The subscription intent (spec part 1 §3, §4; P1-AUTH-20..22): a paid sign-up cannot pay
 * yet (the e-mail must be verified first), so the chosen price is kept in local storage and
 * bought after verification and login. localStorage, not sessionStorage, because the
 * verification link is often opened in another tab.
 */
export interface SubscriptionIntent {
  lookupKey: LookupKey;
  successUrl: string;
  cancelUrl: string;
}

/** The spec's paths: success /subscription-success (waiting for the status), cancel /pricing. */
export const intentSuccessPath = '/subscription-success?pending=true';
export const intentCancelPath = '/pricing';

const key = storageKeys.subscriptionIntent;

export function buildSubscriptionIntent(lookupKey: LookupKey): SubscriptionIntent {
  return { lookupKey, successUrl: appUrl(intentSuccessPath), cancelUrl: appUrl(intentCancelPath) };
}

/** Saves the intent for a lookup key and returns it. Call from an event handler, never during render. */
export function saveSubscriptionIntent(lookupKey: LookupKey): SubscriptionIntent {
  const intent = buildSubscriptionIntent(lookupKey);
  writeStored(key, JSON.stringify(intent));
  return intent;
}

/** The saved intent, or null when there is none or it is unreadable (which is then removed). */
export function readSubscriptionIntent(): SubscriptionIntent | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as Partial<SubscriptionIntent> | null;
    if (v && isLookupKey(v.lookupKey) && typeof v.successUrl === 'string' && typeof v.cancelUrl === 'string') {
      return { lookupKey: v.lookupKey, successUrl: v.successUrl, cancelUrl: v.cancelUrl };
    }
  } catch {
    /* not JSON: treated like a malformed value below */
  }
  dropSubscriptionIntent();
  return null;
}

/** Reads and removes the intent: it is used at most once, whatever happens next. */
export function consumeSubscriptionIntent(): SubscriptionIntent | null {
  const intent = readSubscriptionIntent();
  if (intent) dropSubscriptionIntent();
  return intent;
}

export function dropSubscriptionIntent(): void {
  writeStored(key, null);
}

export type IntentOutcome = 'none' | 'redirecting' | 'failed';

/**
 * After login: consumes a saved intent, creates its checkout and sends the browser to pay
 * (P1-AUTH-21). A failure is dropped silently (P1-AUTH-22) — the intent is already removed
 * and nothing is shown; callers that want the §8 'Error' toast and the move to /pricing
 * (P1-PLAN-25) act on the 'failed' outcome themselves.
 */
export async function resumeSubscriptionIntent(): Promise<IntentOutcome> {
  const intent = consumeSubscriptionIntent();
  if (!intent) return 'none';
  try {
    const url = await requestCheckoutUrl(intent.lookupKey, { successUrl: intent.successUrl, cancelUrl: intent.cancelUrl });
    browser.assign(url);
    return 'redirecting';
  } catch {
    return 'failed';
  }
}
