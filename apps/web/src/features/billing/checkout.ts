import { checkoutErrorToast, planToasts } from '@thrivewell/core/copy/auth-messages';
import type { LookupKey } from '@thrivewell/core/rules/plans';
import { ApiError, apiFetch, type FetchLike } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';

/**
 * Checkout and customer portal calls (spec part 1 §7, §8; P1-PLAN-14..22): the server answers
 * with the provider's page (Stripe, or the embedded test-mode page) and the browser goes there.
 */
export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/** Where the browser is sent; an object so tests can replace `assign` without a real navigation. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** Absolute URL of a path on this origin (the server checks the host against APP_URL). */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** Paying lands on the success page, which waits for the status to flip; cancelling on the cancel page. */
export function defaultCheckoutUrls(): CheckoutUrls {
  return { successUrl: appUrl('/subscription-success?pending=true'), cancelUrl: appUrl('/subscription-cancel') };
}

/** Only http(s) targets are followed, so a bad response can never run a javascript: URL. */
export function safeTarget(url: unknown): string {
  if (typeof url === 'string') {
    try {
      const target = new URL(url, window.location.origin);
      if (target.protocol === 'https:' || target.protocol === 'http:') return target.toString();
    } catch {
      /* falls through to the error below */
    }
  }
  throw new ApiError(200, 'INVALID_RESPONSE', 'The payment page address is missing.');
}

/** POST /api/billing/checkout → the payment page URL; throws ApiError. */
export async function requestCheckoutUrl(lookupKey: LookupKey, urls: CheckoutUrls = defaultCheckoutUrls(), fetchImpl?: FetchLike): Promise<string> {
  const body = { lookup_key: lookupKey, success_url: urls.successUrl, cancel_url: urls.cancelUrl };
  const res = await apiFetch<{ url?: unknown } | undefined>('/api/billing/checkout', { method: 'POST', body }, fetchImpl);
  return safeTarget(res?.url);
}

/** POST /api/billing/portal (no body) → the portal URL; throws ApiError. */
export async function requestPortalUrl(fetchImpl?: FetchLike): Promise<string> {
  const res = await apiFetch<{ url?: unknown } | undefined>('/api/billing/portal', { method: 'POST' }, fetchImpl);
  return safeTarget(res?.url);
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);
const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Starts a checkout and sends the browser to it. On failure shows the spec's toast for the
 * error code (P1-PLAN-14, -19..21) and returns null, as the spec's hook does.
 */
export async function startCheckout(lookupKey: LookupKey, urls?: CheckoutUrls): Promise<string | null> {
  try {
    const url = await requestCheckoutUrl(lookupKey, urls);
    browser.assign(url);
    return url;
  } catch (error) {
    toast(isSignedOut(error) ? planToasts.pleaseSignInToSubscribe : checkoutErrorToast(codeOf(error)));
    return null;
  }
}

/** Opens the customer portal; toasts 'Failed to open customer portal' on failure (P1-PLAN-15, -22). */
export async function openCustomerPortal(): Promise<string | null> {
  try {
    const url = await requestPortalUrl();
    browser.assign(url);
    return url;
  } catch (error) {
    toast(isSignedOut(error) ? planToasts.pleaseSignInToManage : planToasts.portalFailed);
    return null;
  }
}
