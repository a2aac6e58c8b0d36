import { CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';
import { refreshSubscription, useSubscription } from '../../lib/use-tier';
import { Button, buttonClass } from '../../ui/button';

/** How often the page asks whether the payment has landed, and for how long (our choice). */
export const pendingPollMs = 2000;
export const pendingGiveUpMs = 60_000;

/**
 * /subscription-success (P1-ROUTE-61, P1-PLAN-26). With pending=true the provider may not have
 * told us about the payment yet (Stripe's webhook can arrive after the redirect), so the page
 * polls the status until it is paid, and says so honestly if that takes too long.
 */
export function SubscriptionSuccess() {
  const [params] = useSearchParams();
  const pending = params.get('pending') === 'true';
  const [gaveUp, setGaveUp] = useState(false);
  const sub = useSubscription({ refetchIntervalMs: pending && !gaveUp ? pendingPollMs : false });
  const paid = sub.simplifiedTier === 'paid';

  useEffect(() => {
    // The cached status may be from before the payment: read it afresh once.
    void refreshSubscription();
  }, []);
  useEffect(() => {
    if (!pending || paid) return;
    const timer = setTimeout(() => setGaveUp(true), pendingGiveUpMs);
    return () => clearTimeout(timer);
  }, [pending, paid]);

  const links = (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to="/dashboard" className={buttonClass('primary')}>
        Go to Dashboard
      </Link>
      <Link to="/subscription" className={buttonClass('secondary')}>
        View subscription
      </Link>
    </div>
  );

  if (paid) {
    return (
      <Frame icon={<CheckCircle2 aria-hidden="true" className="size-7 text-success" />} title={`Welcome to ${wellnessProPlanCard.name}!`}>
        <p role="status" className="mt-3 text-muted">
          Your subscription is active. Every {wellnessProPlanCard.name} feature is now unlocked.
        </p>
        {links}
      </Frame>
    );
  }
  if ((pending && !gaveUp) || sub.loading) {
    return (
      <Frame icon={<Clock aria-hidden="true" className="size-7 text-brand" />} title="Confirming your payment...">
        <p role="status" aria-live="polite" className="mt-3 flex items-center justify-center gap-3 text-muted">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-border border-t-brand motion-reduce:animate-none" />
          This usually takes a few seconds. Please keep this page open.
        </p>
      </Frame>
    );
  }
  return (
    <Frame icon={<Clock aria-hidden="true" className="size-7 text-brand" />} title="Thank you!">
      <p role="status" className="mt-3 text-muted">
        {pending
          ? 'Your payment is taking longer than usual to confirm. It may still be processing; check again in a minute.'
          : 'Your plan will show as Wellness Pro as soon as the payment is confirmed.'}
      </p>
      <Button variant="secondary" className="mt-6" onClick={() => void refreshSubscription()}>
        Check again
      </Button>
      {links}
    </Frame>
  );
}

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-20">
      <div className="rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-surface-2">{icon}</span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
