import { useState } from 'react';
import { Link } from 'react-router';
import { freePlanCard, wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { refreshSubscription, useSubscription } from '../../lib/use-tier';
import { Button, buttonClass } from '../../ui/button';
import { formatLongDate } from './format-date';
import { cancelTestSubscription } from './test-mode-api';
import { TestModeNotice } from './test-mode-notice';

/**
 * /billing/test-portal (issue 3): the embedded provider's stand-in for Stripe's customer
 * portal, where a test subscription can be cancelled. Cancelling asks for a second click.
 */
export function TestPortal() {
  const sub = useSubscription();
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const paid = sub.simplifiedTier === 'paid';
  const end = formatLongDate(sub.subscriptionEnd);

  async function cancel() {
    setStep('busy');
    try {
      await cancelTestSubscription();
      await refreshSubscription();
      toast({ title: 'Subscription cancelled', description: 'You are back on the Free plan.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: error instanceof ApiError ? error.message : 'Failed to cancel the subscription', variant: 'destructive' });
    }
    setStep('idle');
  }

  let body;
  if (sub.loading) {
    body = (
      <p role="status" className="mt-6 text-muted">
        Loading your subscription...
      </p>
    );
  } else if (!paid) {
    body = (
      <p className="mt-6">
        You are on the {freePlanCard.name} plan{end ? `; your paid access ended on ${end}` : ''}. There is no subscription to manage.
      </p>
    );
  } else {
    body = (
      <>
        <p className="mt-6">
          <strong>{wellnessProPlanCard.name}</strong> is active{end ? `, current period until ${end}` : ''}.
        </p>
        {step === 'idle' ? (
          <Button variant="secondary" className="mt-6" onClick={() => setStep('confirm')}>
            Cancel subscription
          </Button>
        ) : (
          <div role="group" aria-labelledby="confirm-cancel" className="mt-6 rounded-xl border border-danger bg-danger-soft p-4">
            <p id="confirm-cancel" className="font-semibold">
              Cancel {wellnessProPlanCard.name}? You will go back to the Free plan.
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button onClick={() => void cancel()} disabled={step === 'busy'} aria-busy={step === 'busy'}>
                {step === 'busy' ? 'Cancelling...' : 'Yes, cancel subscription'}
              </Button>
              <Button variant="secondary" onClick={() => setStep('idle')} disabled={step === 'busy'}>
                Keep subscription
              </Button>
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <TestModeNotice>This is a test billing portal. Changes apply to this server only; no real payment provider is involved.</TestModeNotice>
      <div className="mt-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Test billing portal</h1>
        {body}
        <Link to="/subscription" className={buttonClass('ghost', 'md', 'mt-6 -ml-4')}>
          Return to your subscription
        </Link>
      </div>
    </div>
  );
}
