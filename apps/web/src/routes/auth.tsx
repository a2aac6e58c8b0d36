import { lookupKeyFor } from '@thrivewell/core/rules/plans';
import { AuthScreen } from '../features/auth/auth-screen';
import type { AuthBilling } from '../features/auth/auth-billing';
import { browser, requestCheckoutUrl } from '../features/billing/checkout';
import { CompleteSubscription } from '../features/billing/complete-subscription';
import { buildSubscriptionIntent, resumeSubscriptionIntent, saveSubscriptionIntent } from '../features/billing/subscription-intent';

/** Billing as the auth screens need it: the subscription intent, checkout and plan completion. */
const billing: AuthBilling = {
  saveIntent: (plan, cycle) => void saveSubscriptionIntent(lookupKeyFor(plan, cycle)),
  resumeIntent: resumeSubscriptionIntent,
  async startCheckout(plan, cycle) {
    const intent = buildSubscriptionIntent(lookupKeyFor(plan, cycle));
    try {
      browser.assign(await requestCheckoutUrl(intent.lookupKey, { successUrl: intent.successUrl, cancelUrl: intent.cancelUrl }));
      return true;
    } catch {
      return false;
    }
  },
  CompleteSubscription,
};

/** /login, /register and /auth: one auth screen (spec part 1 §2). */
export default function AuthPage() {
  return <AuthScreen billing={billing} />;
}
