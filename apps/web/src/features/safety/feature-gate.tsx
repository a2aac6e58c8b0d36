import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { hasFeatureAccess, type Feature } from '@thrivewell/core/rules/plans';
import { featureLabel } from '../../lib/feature-label';
import { useSubscription } from '../../lib/use-tier';
import { UpgradePanel } from './gated-notice';

/**
 * Shows `children` when the plan includes `feature`; otherwise what the feature does and the
 * way to /upgrade/{feature}. The server enforces the same rule (requireFeature).
 */
export function FeatureGate({ feature, pitch, children }: { feature: Feature; pitch: ReactNode; children: ReactNode }) {
  const sub = useSubscription();
  if (sub.loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Checking your plan...
      </p>
    );
  }
  if (!hasFeatureAccess(sub, feature)) {
    return (
      <UpgradePanel feature={feature} title={`${featureLabel(feature)} is part of Wellness Pro`}>
        {pitch}
      </UpgradePanel>
    );
  }
  return <>{children}</>;
}
