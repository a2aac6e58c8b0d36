import { AlertTriangle, Info, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { emergencyNumbers } from '@thrivewell/core/copy/product';
import type { Tier } from '@thrivewell/core/rules/tier';

export type DisclaimerLevel = 'basic' | 'advanced' | 'critical';

const emergencyLine = emergencyNumbers.map((e) => `${e.number} (${e.region})`).join(', ').replace(/, ([^,]*)$/, ' or $1');

const styles: Record<DisclaimerLevel, { box: string; icon: typeof Info; iconClass: string; title: string }> = {
  basic: { box: 'border-border bg-surface-2', icon: Info, iconClass: 'text-brand', title: 'Educational information' },
  advanced: { box: 'border-warning/40 bg-warning-soft', icon: AlertTriangle, iconClass: 'text-warning', title: 'Please read before acting' },
  critical: { box: 'border-danger/40 bg-danger-soft', icon: ShieldAlert, iconClass: 'text-danger', title: 'Important safety information' },
};

interface DisclaimerProps {
  level: DisclaimerLevel;
  /** Only changes the critical level: the wellness tier adds the oversight and upgrade line. */
  tier?: Tier;
  /** Where the upgrade suggestion leads (defaults to this site's pricing page). */
  upgradeHref?: string;
}

/** The disclaimer box at one of three levels (P1-FRAME-15, P1-FRAME-16). */
export function Disclaimer({ level, tier, upgradeHref = '/pricing' }: DisclaimerProps) {
  const style = styles[level];
  const Icon = style.icon;
  const linkClass = 'font-semibold underline underline-offset-2 hover:text-brand-strong';
  return (
    <aside
      aria-label={style.title}
      data-level={level}
      className={`flex gap-3 rounded-xl border p-4 text-sm text-ink ${style.box}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${style.iconClass}`} />
      <div className="space-y-1">
        <p className="font-semibold">{style.title}</p>
        {level === 'basic' && <p>This is general wellness information for education only. It is not medical advice.</p>}
        {level === 'advanced' && (
          <p>
            This is general wellness information, not medical advice, and it may not fit your situation. Consult a qualified
            professional before acting on it.
          </p>
        )}
        {level === 'critical' && (
          <>
            <p>
              This information is educational and cannot replace a doctor or pharmacist. Do not start, stop or change a
              medication, supplement or treatment without talking to a qualified professional first.
            </p>
            <p className="font-semibold">In an emergency call {emergencyLine} straight away.</p>
            {tier === 'wellness' && (
              <p>
                This feature needs professional oversight. For deeper analysis designed to be reviewed with your care team,
                consider{' '}
                {upgradeHref.startsWith('/') ? (
                  <Link to={upgradeHref} className={linkClass}>
                    upgrading your plan
                  </Link>
                ) : (
                  <a href={upgradeHref} className={linkClass}>
                    upgrading your plan
                  </a>
                )}
                .
              </p>
            )}
          </>
        )}
      </div>
    </aside>
  );
}
