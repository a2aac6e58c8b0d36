import { billingCycles, type BillingCycle } from '@thrivewell/core/copy/plans-display';

const labels: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

interface BillingCycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** Shown beside 'Yearly' in both states, so the control never changes size. */
  yearlyNote: string;
}

/**
 * Monthly / Yearly as two toggle buttons with aria-pressed: each is a real button, reachable
 * with Tab and pressed with Enter or Space. Both labels are always rendered at full width,
 * so switching moves nothing on the page.
 */
export function BillingCycleToggle({ value, onChange, yearlyNote }: BillingCycleToggleProps) {
  return (
    <div role="group" aria-label="Billing cycle" className="inline-flex rounded-xl border border-border bg-surface p-1 shadow-sm">
      {billingCycles.map((cycle) => {
        const pressed = value === cycle;
        return (
          <button
            key={cycle}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(cycle)}
            className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
              pressed ? 'bg-brand text-on-brand' : 'text-ink hover:bg-surface-2'
            }`}
          >
            {labels[cycle]}
            {cycle === 'yearly' && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${pressed ? 'bg-on-brand text-brand' : 'bg-success-soft text-success'}`}
              >
                {yearlyNote}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
