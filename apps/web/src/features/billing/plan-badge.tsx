import { freePlanCard, wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';
import { useSubscription } from '../../lib/use-tier';
import { Badge } from '../../ui/badge';

/**
 * The signed-in user's plan as a small badge, 'FREE' or 'WELLNESS+' (P1-PLAN-01, -05), from
 * the real subscription status. Nothing is shown until the status is known, so a paid user
 * never sees 'FREE' flash first.
 */
export function PlanBadge({ className = '' }: { className?: string }) {
  const { loading, simplifiedTier } = useSubscription();
  if (loading) return null;
  const paid = simplifiedTier === 'paid';
  return (
    <Badge tone={paid ? 'solid' : 'neutral'} className={className}>
      {paid ? wellnessProPlanCard.tierLabel : freePlanCard.tierLabel}
    </Badge>
  );
}
