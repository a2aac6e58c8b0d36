import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { planCards } from '@thrivewell/core/copy/plans-display';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { refreshSubscription } from '../../lib/use-tier';
import { Button } from '../../ui/button';
import { browser, safeTarget } from './checkout';
import { cancelTestSession, fetchTestSession, formatAmount, payTestSession } from './test-mode-api';
import { TestModeNotice } from './test-mode-notice';

const planName = (plan: string) => planCards.find((c) => c.id === plan)?.name ?? plan;

/** What a session that can no longer be paid says instead of the buttons. */
const closedText: Record<string, string> = {
  paid: 'This test checkout is already paid.',
  canceled: 'This test checkout was cancelled.',
  expired: 'This test checkout session has expired. Please start again from the pricing page.',
};
const cycleLabel = (cycle: string) => (cycle === 'yearly' ? 'Yearly' : 'Monthly');
const perCycle = (cycle: string) => (cycle === 'yearly' ? '/year' : '/month');

function Problem({ text }: { text: string }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-danger bg-danger-soft p-4 text-ink">
      <p>{text}</p>
      <Link to="/pricing" className="mt-2 inline-block font-semibold text-brand underline underline-offset-2">
        Back to pricing
      </Link>
    </div>
  );
}

/**
 * /billing/test-checkout?session=<id> (issue 3): the embedded provider's stand-in for a hosted
 * checkout page. Labelled TEST MODE everywhere so nobody mistakes it for a real payment.
 */
export function TestCheckout() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const session = useQuery({
    queryKey: ['billing', 'test-session', sessionId],
    queryFn: ({ signal }) => fetchTestSession(sessionId, signal),
    enabled: sessionId !== '',
    staleTime: 0,
  });

  async function act(kind: 'pay' | 'cancel') {
    setBusy(kind);
    try {
      const next = kind === 'pay' ? await payTestSession(sessionId) : await cancelTestSession(sessionId);
      if (kind === 'pay') await refreshSubscription();
      browser.assign(safeTarget(next ?? (kind === 'pay' ? '/subscription-success?pending=true' : '/subscription-cancel')));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.';
      toast({ title: kind === 'pay' ? 'Payment failed (test mode)' : 'Error', description: message, variant: 'destructive' });
      setBusy(null);
    }
  }

  let body;
  if (!sessionId) body = <Problem text="This test checkout link has no session. Start again from the pricing page." />;
  else if (session.isPending) {
    body = (
      <p role="status" className="mt-6 text-muted">
        Loading checkout...
      </p>
    );
  } else if (session.isError) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    body = <Problem text={notFound ? 'This test checkout session was not found or is no longer open.' : session.error.message} />;
  } else if (session.data.status && session.data.status !== 'open') {
    body = <Problem text={closedText[session.data.status] ?? 'This test checkout is closed.'} />;
  } else {
    const s = session.data;
    body = (
      <>
        <dl className="mt-6 divide-y divide-border rounded-xl border border-border bg-surface-2">
          {[
            ['Plan', s.planName ?? planName(s.plan)],
            ['Billing cycle', cycleLabel(s.cycle)],
            ['Price', `${formatAmount(s.amount, s.currency)}${perCycle(s.cycle)}`],
          ].map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-4 px-4 py-3">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">No card is needed and nothing is charged. Paying here activates the plan on this server only.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="sm:flex-1" onClick={() => void act('pay')} disabled={busy !== null} aria-busy={busy === 'pay'}>
            {busy === 'pay' ? 'Processing...' : 'Pay (test mode)'}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => void act('cancel')} disabled={busy !== null}>
            Cancel
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <TestModeNotice>This is a test checkout. No real payment is taken and no card details are asked for.</TestModeNotice>
      <div className="mt-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Test checkout</h1>
        {body}
      </div>
    </div>
  );
}
