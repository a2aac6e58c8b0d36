import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

/** /subscription-cancel (P1-ROUTE-62): the checkout was left without paying. */
export function SubscriptionCancel() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-20">
      <div className="rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-surface-2">
          <XCircle aria-hidden="true" className="size-7 text-muted" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Checkout cancelled</h1>
        <p className="mt-3 text-muted">No payment was taken and your plan has not changed. You can subscribe whenever you are ready.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/pricing" className={buttonClass('primary')}>
            View plans
          </Link>
          <Link to="/dashboard" className={buttonClass('secondary')}>
            Go to Dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
