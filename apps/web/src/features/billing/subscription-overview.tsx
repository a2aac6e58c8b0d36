import { useEffect } from 'react';
import { Link } from 'react-router';
import { planToasts } from '@thrivewell/core/copy/auth-messages';
import { freePlanCard, wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';
import { toast } from '../../lib/toast-store';
import { useSubscription } from '../../lib/use-tier';
import { Badge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { PortalButton } from './checkout-buttons';
import { formatLongDate } from './format-date';
import { PlanBadge } from './plan-badge';

/** /subscription (P1-ROUTE-60): the current plan, its renewal or end date and the portal. */
export function SubscriptionOverview() {
  const sub = useSubscription();
  const failed = sub.error !== null;

  // P1-SUB-08: this page, which shows the status, says when it could not be read.
  useEffect(() => {
    if (failed) toast(planToasts.subscriptionFetchFailed);
  }, [failed]);

  const paid = sub.simplifiedTier === 'paid';
  const end = formatLongDate(sub.subscriptionEnd);
  let body;
  if (sub.loading) {
    body = (
      <p role="status" className="mt-6 text-muted">
        Loading your subscription...
      </p>
    );
  } else if (failed) {
    body = (
      <div role="alert" className="mt-6 rounded-xl border border-danger bg-danger-soft p-4">
        <p>Failed to fetch subscription status</p>
        <Button variant="secondary" className="mt-3" onClick={() => void sub.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <dl className="mt-6 divide-y divide-border rounded-xl border border-border bg-surface-2">
          <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <dt className="text-sm text-muted">Plan</dt>
            <dd className="flex items-center gap-2 font-semibold">
              {paid ? wellnessProPlanCard.name : freePlanCard.name}
              <PlanBadge />
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <dt className="text-sm text-muted">Status</dt>
            <dd>{paid ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">No paid subscription</Badge>}</dd>
          </div>
          {end && (
            <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <dt className="text-sm text-muted">{paid ? 'Current period ends' : 'Paid access ended on'}</dt>
              <dd className="font-semibold">{end}</dd>
            </div>
          )}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {paid ? (
            <PortalButton busyText="Opening portal...">Manage subscription</PortalButton>
          ) : (
            <Link to="/pricing" className={buttonClass('primary')}>
              Upgrade to {wellnessProPlanCard.name}
            </Link>
          )}
          <Link to="/dashboard" className={buttonClass('secondary')}>
            Go to Dashboard
          </Link>
        </div>
        {paid && <p className="mt-4 text-sm text-muted">Change your payment details or cancel in the billing portal.</p>}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your subscription</h1>
        {body}
      </div>
    </div>
  );
}
