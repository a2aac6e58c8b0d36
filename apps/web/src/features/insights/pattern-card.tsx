import { patternSentence } from '@thrivewell/core/tracking/pattern-text';
import { Badge } from '../../ui/badge';
import type { PatternView } from './insights-api';

const strengthTone = { weak: 'neutral', moderate: 'brand', strong: 'success' } as const;

const q = (value: number) => (value < 0.001 ? '< 0.001' : value.toFixed(3));

/** One pattern in plain language, with its numbers underneath for anyone who wants them. */
export function PatternCard({ pattern }: { pattern: PatternView }) {
  const sentence = patternSentence(pattern);
  const method = pattern.method === 'welch' ? 'Difference in means (Welch t)' : 'Rank correlation (Spearman)';
  return (
    <li className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={strengthTone[pattern.strength]}>{pattern.strength[0]!.toUpperCase() + pattern.strength.slice(1)}</Badge>
        <Badge tone="neutral">{pattern.lag === 1 ? 'Next day' : 'Same day'}</Badge>
        {pattern.earlySignal && <Badge tone="warning">Early signal</Badge>}
      </div>
      <p className="mt-3 text-lg font-medium text-ink">{sentence}.</p>
      <p className="mt-1 text-sm text-muted">
        {pattern.n} days{pattern.earlySignal ? ' — fewer than 14, so this may change as you log more' : ''}. Correlation, not causation.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div><dt className="text-muted">Method</dt><dd>{method}</dd></div>
        {pattern.method === 'welch' ? (
          <div><dt className="text-muted">Days with / without</dt><dd className="tabular-nums">{pattern.nWith} / {pattern.nWithout}</dd></div>
        ) : (
          <div><dt className="text-muted">Paired days</dt><dd className="tabular-nums">{pattern.n}</dd></div>
        )}
        <div><dt className="text-muted">q (false discovery)</dt><dd className="tabular-nums">{q(pattern.q)}</dd></div>
        <div><dt className="text-muted">Pairs tested</dt><dd className="tabular-nums">{pattern.pairsTested}</dd></div>
      </dl>
    </li>
  );
}
