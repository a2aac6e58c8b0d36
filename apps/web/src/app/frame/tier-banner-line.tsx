import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/** The tier banner's text (P1-SUB-16..20); loaded with the first page that is not /. */
export default function TierBannerLine({ neutral }: { neutral: ReactNode }) {
  const { ready, plan, tier, upgradeHref } = useTier();
  if (!ready) return neutral;
  const planName = plan === 'paid' ? 'Wellness+ plan' : 'Free Wellness plan';
  const summary = tier === 'health' ? 'Health tier features unlocked' : 'Educational wellness information';
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
