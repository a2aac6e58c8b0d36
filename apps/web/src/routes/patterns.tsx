import { PageHeader } from '../features/marketing/page-header';
import { MethodSection } from '../features/insights/method-section';
import { PatternsPanel } from '../features/insights/patterns-panel';
import { FeatureGate } from '../features/safety/feature-gate';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Wellness Pro"
      title="Patterns"
      intro="What tends to go with your better and worse days — found only when your own data is strong enough, and always with how sure we are."
    />
  );
}

/**
 * /dashboard/patterns (protected; the patterns themselves are Wellness Pro, pattern_insights):
 * the patterns as plain-language cards, and for everyone the method that finds them.
 */
export default function PatternsPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <FeatureGate
        feature="pattern_insights"
        pitch="Wellness Pro looks for links between what you log — a walk and your mood, alcohol and the next night's sleep — and shows only the ones your own data supports, with how sure it is."
      >
        <PatternsPanel />
      </FeatureGate>
      <p className="text-sm text-muted">
        <a href="#method-heading" className="font-medium text-brand underline-offset-4 hover:underline">How patterns are found</a> — the tests, thresholds and limits.
      </p>
      <MethodSection headingId="method-heading" />
    </div>
  );
}
