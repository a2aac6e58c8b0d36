import { checkoutErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { checkoutRequestSchema } from '@thrivewell/core/contracts/billing-contract';
import { comingSoonPlanIds, parseLookupKey } from '@thrivewell/core/rules/plans';
import { validateRedirectUrl } from '@thrivewell/core/rules/validation';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { BillingProvider, BillingUser } from '../../providers/billing/billing-provider';
import type { BillingSetup } from '../../providers/billing/billing-setup';
import { findSubscriber } from './subscription.repo';

export interface BillingDeps {
  db: Database;
  appUrl: string;
  setup: BillingSetup;
  /** Null when the setup is unavailable. */
  provider: BillingProvider | null;
}

/** The configured provider, or the spec's code when billing is not set up (P1-PLAN-19, P1-PLAN-20). */
function providerOf(deps: BillingDeps): BillingProvider {
  if (deps.setup.mode === 'unavailable' || !deps.provider) {
    const code = deps.setup.mode === 'unavailable' ? deps.setup.code : 'PROVIDER_NOT_CONFIGURED';
    throw new AppError(code, checkoutErrorMessage(code), 503);
  }
  return deps.provider;
}

function checkedRedirect(url: string, field: 'success_url' | 'cancel_url', appUrl: string): string {
  const result = validateRedirectUrl(url, [new URL(appUrl).host]);
  if (!result.valid || !result.value) throw new AppError('VALIDATION_ERROR', result.error ?? 'Invalid URL format', 400, field);
  return result.value;
}

/** POST /api/billing/checkout: body {lookup_key, success_url, cancel_url} → the payment page's URL. */
export async function startCheckout(deps: BillingDeps, user: BillingUser, body: unknown): Promise<{ url: string }> {
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || undefined;
    throw new AppError('VALIDATION_ERROR', `Invalid checkout request: ${field ?? 'body'} ${issue?.message ?? 'is malformed'}`, 400, field);
  }
  const successUrl = checkedRedirect(parsed.data.success_url, 'success_url', deps.appUrl);
  const cancelUrl = checkedRedirect(parsed.data.cancel_url, 'cancel_url', deps.appUrl);
  const plan = parseLookupKey(parsed.data.lookup_key);
  if (!plan || comingSoonPlanIds.includes(plan.plan)) {
    throw new AppError('PLAN_NOT_AVAILABLE', 'This plan is coming soon and cannot be purchased yet.', 400, 'lookup_key');
  }

  const provider = providerOf(deps);
  const subscriber = await findSubscriber(deps.db, user.id);
  if (subscriber?.subscribed && subscriber.simplifiedTier === 'paid') {
    throw new AppError('ALREADY_SUBSCRIBED', 'You already have an active subscription. Manage it from your subscription page.', 409);
  }
  const customerId = subscriber?.provider === provider.kind ? subscriber.providerCustomerId : null;
  return provider.createCheckout({ user, lookupKey: parsed.data.lookup_key, successUrl, cancelUrl, customerId });
}

/** POST /api/billing/portal (no body) → the page where the user manages the subscription. */
export async function openPortal(deps: BillingDeps, user: BillingUser): Promise<{ url: string }> {
  const provider = providerOf(deps);
  const subscriber = await findSubscriber(deps.db, user.id);
  const customerId = subscriber?.provider === provider.kind ? subscriber.providerCustomerId : null;
  return provider.createPortal({ user, customerId, returnUrl: `${deps.appUrl}/subscription` });
}
