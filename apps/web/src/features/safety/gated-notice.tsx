import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import { buttonClass } from '../../ui/button';

/** What the plan withholds, and the way to /upgrade/{feature}. */
export function GatedNotices({ gated }: { gated: readonly GatedFeature[] }) {
  if (gated.length === 0) return null;
  return (
    <ul className="space-y-3">
      {gated.map((g) => (
        <li key={g.feature} className="flex flex-col gap-3 rounded-xl border border-brand/30 bg-brand-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-ink">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            {g.message}
          </p>
          <Link to={`/upgrade/${g.feature}`} className={buttonClass('primary', 'md', 'shrink-0')}>
            See what Wellness Pro unlocks
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A whole page or panel that needs a plan the visitor does not have. */
export function UpgradePanel({ feature, title, children }: { feature: string; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <div className="mx-auto mt-2 max-w-prose text-muted">{children}</div>
      <Link to={`/upgrade/${feature}`} className={buttonClass('primary', 'md', 'mt-5')}>
        Upgrade to unlock
      </Link>
    </div>
  );
}
