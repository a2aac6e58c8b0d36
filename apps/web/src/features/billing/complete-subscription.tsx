import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { planToasts } from '@thrivewell/core/copy/auth-messages';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast-store';
import { Button } from '../../ui/button';
import { browser, defaultCheckoutUrls, requestCheckoutUrl } from './checkout';
import { resolvePlanChoice } from './plan-choice';
import { dropSubscriptionIntent } from './subscription-intent';

export type CompleteSubscriptionOutcome = 'redirecting' | 'skipped';

export interface CompleteSubscriptionProps {
  /** The user's stored selected_plan (wellness_plus, or the leftover premium / pro). */
  plan: string | null | undefined;
  /** The stored billing_cycle; anything but 'yearly' means monthly. */
  cycle?: string | null;
  /** Called when the browser is on its way to pay, or after 'Skip'; without it Skip goes to /dashboard. */
  onDone?: (outcome: CompleteSubscriptionOutcome) => void;
  /** The screen's heading level: h1 when it is the page, h2 inside another screen. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * 'Complete Your Subscription' (spec part 1 §2, §8; P1-AUTH-30..34): shown after login when
 * the account was created for a paid plan. Starts the checkout, or lets the user stay free.
 */
export function CompleteSubscription({ plan, cycle, onDone, headingLevel = 'h1' }: CompleteSubscriptionProps) {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const choice = resolvePlanChoice(plan, cycle);
  const Heading = headingLevel;

  async function start() {
    if (!user) {
      toast(planToasts.authenticationRequired);
      return;
    }
    if (!choice.lookupKey) {
      toast(planToasts.setupFailed);
      return;
    }
    setBusy(true);
    try {
      const url = await requestCheckoutUrl(choice.lookupKey, defaultCheckoutUrls());
      dropSubscriptionIntent(); // this checkout replaces any intent saved at sign-up
      onDone?.('redirecting');
      browser.assign(url);
    } catch {
      toast(planToasts.setupFailed);
      setBusy(false);
    }
  }

  function skip() {
    dropSubscriptionIntent();
    toast(planToasts.subscriptionSkipped);
    if (onDone) onDone('skipped');
    else void navigate('/dashboard');
  }

  return (
    <section aria-labelledby="complete-subscription-title" className="mx-auto w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
        <CreditCard aria-hidden="true" className="size-5" />
      </span>
      <Heading id="complete-subscription-title" className="mt-4 text-2xl font-bold tracking-tight">
        Complete Your Subscription
      </Heading>
      <p className="mt-2 text-muted">Your account is ready. Start your subscription to unlock your plan, or continue on the Free plan.</p>
      <dl className="mt-6 rounded-xl border border-border bg-surface-2 p-4">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-sm text-muted">Selected plan</dt>
          <dd className="font-semibold" data-testid="selected-plan">
            {choice.name}
          </dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4">
          <dt className="text-sm text-muted">Price</dt>
          <dd className="font-semibold tabular-nums">
            {choice.price}
            <span className="font-normal text-muted">{choice.period}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={() => void start()} disabled={busy || loading} aria-busy={busy}>
          {busy ? 'Starting checkout...' : 'Start Subscription'}
        </Button>
        <Button variant="ghost" onClick={skip} disabled={busy}>
          Skip for now (use Free plan)
        </Button>
      </div>
    </section>
  );
}

export default CompleteSubscription;
