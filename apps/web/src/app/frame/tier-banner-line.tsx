import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';
import { useSession } from '../../lib/session';
import { useTier } from '../../lib/use-tier';

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';

function UpgradeLink({ href }: { href: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={linkClass}>
      Upgrade
    </Link>
  ) : (
    <a href={href} className={linkClass}>
      Upgrade
    </a>
  );
}

/**
 * The tier banner's text (P1-SUB-16..20); loaded with the first page that is not /. Plans are
 * named by their one public name (the plan cards' 'Free Wellness' and 'Wellness Pro'); a
 * signed-out visitor has no plan, so sees the neutral line.
 */
export default function TierBannerLine({ neutral }: { neutral: ReactNode }) {
  const { ready, plan, tier, upgradeHref } = useTier();
  const { user } = useSession();
  if (!ready || !user) return neutral;
  const planName = plan === 'paid' ? `${wellnessProPlanCard.name} plan` : 'Free Wellness plan';
  const summary = tier === 'health' ? `All ${wellnessProPlanCard.name} features unlocked` : 'Educational wellness information';
  return (
    <>
      <span>
        <span className="font-semibold">{planName}</span>
        {/* The summary is dropped on narrow screens so the banner stays one line. */}
        <span className="hidden sm:inline"> · {summary}</span>
      </span>
      {plan === 'free' && <UpgradeLink href={upgradeHref} />}
    </>
  );
}
