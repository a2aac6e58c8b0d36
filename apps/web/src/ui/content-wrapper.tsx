import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tier } from '@thrivewell/core/rules/tier';
import { useTier } from '../lib/use-tier';
import { Disclaimer, type DisclaimerLevel } from './disclaimer';

interface ContentWrapperProps {
  level: DisclaimerLevel;
  aiGenerated?: boolean;
  /** Defaults to the visitor's tier (host + subscription); pass it to force one. */
  tier?: Tier;
  children: ReactNode;
}

/**
 * Wraps content with an 'AI-generated content' label and a disclaimer (P1-FRAME-14..16).
 * Until the visitor's tier is known the wellness-only line is left out rather than guessed.
 */
export function ContentWrapper({ level, aiGenerated = false, tier, children }: ContentWrapperProps) {
  const visitor = useTier();
  const effective = tier ?? (visitor.ready ? visitor.tier : undefined);
  const disclaimer = <Disclaimer level={level} tier={effective} upgradeHref={visitor.upgradeHref} />;
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
