import { apiFetch } from '../../lib/api-client';

/**
 * The embedded test-mode billing provider's endpoints (issue 3): they stand in for Stripe's
 * hosted checkout and portal so the whole paid flow works with no keys and no real payment.
 */
export interface TestCheckoutSession {
  plan: string;
  /** The plan's display name ('Wellness Pro'); older answers may leave it out. */
  planName?: string;
  lookupKey: string;
  cycle: string;
  /** Whole currency units (19 = $19), as the plan cards show prices. */
  amount: number;
  currency: string;
  /** Only an open session can be paid or cancelled. */
  status?: 'open' | 'paid' | 'canceled' | 'expired';
}

const sessionPath = (id: string) => `/api/billing/test/sessions/${encodeURIComponent(id)}`;

export function fetchTestSession(id: string, signal?: AbortSignal): Promise<TestCheckoutSession> {
  return apiFetch<TestCheckoutSession>(sessionPath(id), { signal });
}

/** Where the provider sends the browser next (the checkout's success or cancel URL), if it says. */
type Next = { url?: unknown } | undefined;

export async function payTestSession(id: string): Promise<string | null> {
  const res = await apiFetch<Next>(`${sessionPath(id)}/pay`, { method: 'POST' });
  return typeof res?.url === 'string' ? res.url : null;
}

export async function cancelTestSession(id: string): Promise<string | null> {
  const res = await apiFetch<Next>(`${sessionPath(id)}/cancel`, { method: 'POST' });
  return typeof res?.url === 'string' ? res.url : null;
}

export async function cancelTestSubscription(): Promise<void> {
  await apiFetch('/api/billing/test/portal/cancel-subscription', { method: 'POST' });
}

/** '$19', '$9.50' (whole units, cents only when there are some); an unknown currency gives 'XYZ 19'. */
export function formatAmount(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${currency.toUpperCase()} ${amount.toFixed(digits)}`;
  }
}
