import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tier } from '@thrivewell/core/rules/tier';
import { Disclaimer, type DisclaimerLevel } from './disclaimer';

export interface ContentWrapperProps {
  level: DisclaimerLevel;
  aiGenerated?: boolean;
  /** The visitor's tier; until it is known (undefined) the wellness-only line is left out rather than guessed. */
  tier?: Tier;
  /** Where the wellness tier's upgrade suggestion leads (the Disclaimer's default: /pricing). */
  upgradeHref?: string;
  children: ReactNode;
}

/**
 * Wraps content with an 'AI-generated content' label and a disclaimer (P1-FRAME-14..16).
 * A primitive: the caller passes the tier (features read it with useTier).
 */
export function ContentWrapper({ level, aiGenerated = false, tier, upgradeHref, children }: ContentWrapperProps) {
  const disclaimer = <Disclaimer level={level} tier={tier} upgradeHref={upgradeHref} />;
  return (
    <section className="space-y-4">
      {aiGenerated && (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-ink">
          <Sparkles aria-hidden="true" className="size-3.5 text-brand" />
          AI-generated content
        </p>
      )}
      {/* A critical warning comes before the content so it is read first. */}
      {level === 'critical' && disclaimer}
      <div>{children}</div>
      {level !== 'critical' && disclaimer}
    </section>
  );
}
