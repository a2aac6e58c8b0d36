import { sampleSubScores, sampleTrends, subScoreMax } from '@thrivewell/core/copy/wellness-dashboard-samples';
import { Gauge, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { ProgressBar } from '../../../ui/progress-bar';

interface WellnessScoreTabProps {
  /** The overall score: a paying user's analysis (78 when absent), everyone else the sample 78. */
  score: number;
  /** True when the overall score is the sample one. */
  sample: boolean;
  /** The paying user's analysis is still loading. */
  loading?: boolean;
}

/** Wellness Score tab (spec part 2 §2, §9; P2-SWD-17..19): overall score, the sample sub-scores and trends. */
export function WellnessScoreTab({ score, sample, loading = false }: WellnessScoreTabProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <Gauge aria-hidden="true" className="size-5 text-brand" />
        Wellness Score
      </h3>
      <div className="flex flex-wrap items-center gap-5 rounded-2xl bg-brand-soft p-5">
        {loading ? (
          <p role="status" className="text-sm text-muted">
            Loading your score…
          </p>
        ) : (
          <p className="text-ink">
            <span className="sr-only">Overall wellness score: </span>
            <span className="text-5xl font-bold text-brand">{score}</span>
            <span className="text-lg text-muted">/100</span>
          </p>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{sample ? 'Sample overall score' : 'Your overall score'}</p>
          <p className="text-sm text-muted">
            {sample ? 'An example of how your score will look once your data is analysed.' : 'From your latest analysis.'}
          </p>
        </div>
      </div>
      <div>
        <h4 className="font-semibold">Score breakdown</h4>
        <p className="text-sm text-muted">Sample sub-scores, shown until there is enough data for each area.</p>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {sampleSubScores.map((s) => (
            <li key={s.label} className="space-y-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{s.label}</span>
                <span className="font-semibold">{`${s.score}/${subScoreMax}`}</span>
              </div>
              <ProgressBar label={`${s.label} score`} value={s.score} max={subScoreMax} />
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-semibold">Trends</h4>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {sampleTrends.map((t) => (
            <li key={t.label} className="flex items-center gap-2 rounded-xl border border-border bg-surface p-3 text-sm font-semibold">
              <TrendingUp aria-hidden="true" className="size-4 text-success" />
              <span>{`${t.value} ${t.label}`}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
