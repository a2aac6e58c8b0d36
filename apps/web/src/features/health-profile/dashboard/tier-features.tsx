import { freeTierFeatures, paidTierFeatures, type ProfileTier } from '@thrivewell/core/rules/profile-tiers';
import { Check } from 'lucide-react';
import { useId } from 'react';

function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What each tier includes (P2-TIER-02..05), folded away under the feature cards: a wellness
 * user sees what is included and what Wellness Pro adds; a health user sees everything as included.
 */
export function TierFeatures({ tier }: { tier: ProfileTier }) {
  const headingId = useId();
  const included = tier === 'health' ? [...freeTierFeatures, ...paidTierFeatures] : freeTierFeatures;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        What your plan includes
      </h2>
      <details className="group mt-2">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand focus-visible:outline-2 focus-visible:outline-offset-2">
          {tier === 'health' ? `All ${included.length} features` : `${included.length} features included`}
        </summary>
        <FeatureList items={included} />
      </details>
      {tier === 'wellness' && (
        <details className="mt-3">
          <summary className="cursor-pointer rounded text-sm font-medium text-brand focus-visible:outline-2 focus-visible:outline-offset-2">
            What Wellness Pro adds ({paidTierFeatures.length})
          </summary>
          <FeatureList items={paidTierFeatures} />
        </details>
      )}
    </section>
  );
}
