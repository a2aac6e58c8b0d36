import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { hasFeatureAccess, lookupKeyFor, requiredPlanFor } from '@thrivewell/core/rules/plans';
import { healthProPlanCard, saveLabel, wellnessProPlanCard, type BillingCycle } from '@thrivewell/core/copy/plans-display';
import { CheckoutButton } from '../features/billing/checkout-buttons';
import { BillingCycleToggle } from '../ui/billing-cycle-toggle';
import { featureLabel } from '../lib/feature-label';
import { PlanCardView } from '../features/marketing/plan-card';
import { useSubscription } from '../lib/use-tier';
import { buttonClass } from '../ui/button';

const code = 'rounded bg-surface-2 px-1.5 py-0.5 text-sm';

/**
 * /upgrade/:feature (P1-ROUTE-51): names health_pro (Health Pro) as the required plan, as the
 * spec's route table says, and Wellness Pro (wellness_plus), the plan on sale that includes the
 * feature until Health Pro launches — and offers that checkout right here.
 */
export default function UpgradePage() {
  const feature = useParams().feature ?? '';
  const label = featureLabel(feature);
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const sub = useSubscription();
  const freeFeature = requiredPlanFor(feature) === 'wellness';
  const unlocked = !sub.loading && hasFeatureAccess(sub, feature);

  let body;
  if (freeFeature || unlocked) {
    body = (
      <div className="mt-8 rounded-2xl border border-border bg-surface p-6">
        <p>
          {freeFeature
            ? `${label} is included in the Free Wellness plan — no upgrade needed.`
            : `${label} is already unlocked with your ${wellnessProPlanCard.name} plan.`}
        </p>
        <Link to="/dashboard" className={buttonClass('primary', 'md', 'mt-4')}>
          Go to Dashboard
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <dl className="mt-6 rounded-2xl border border-border bg-surface p-5 text-left">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <dt className="font-semibold">Required plan:</dt>
            <dd>
              {healthProPlanCard.name} (<code className={code}>health_pro</code>)
            </dd>
          </div>
          <div className="mt-2 flex flex-wrap items-baseline gap-x-2">
            <dt className="font-semibold">Available now with:</dt>
            <dd>
              {wellnessProPlanCard.name} (<code className={code}>wellness_plus</code>)
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-lg text-muted">
          <strong className="text-ink">{label}</strong> belongs to {healthProPlanCard.name}, which is coming soon. Until it
          launches, {wellnessProPlanCard.name} includes it: upgrade below to use it today.
        </p>
        <div className="mt-8 flex justify-center">
          <BillingCycleToggle value={cycle} onChange={setCycle} yearlyNote={saveLabel(wellnessProPlanCard)} />
        </div>
        <div className="mx-auto mt-8 max-w-md">
          <PlanCardView
            card={wellnessProPlanCard}
            cycle={cycle}
            action={
              <CheckoutButton lookupKey={lookupKeyFor('wellness_plus', cycle)} size="lg" className="w-full" busyText="Starting checkout..." disabled={sub.loading}>
                Upgrade to {wellnessProPlanCard.name}
              </CheckoutButton>
            }
          />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">Unlock {label}</h1>
      {body}
    </div>
  );
}
