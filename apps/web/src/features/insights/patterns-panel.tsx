import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { usePatterns } from './insights-api';
import { PatternCard } from './pattern-card';
import { WindowPicker } from './window-picker';
import { LoadError } from '../../ui/load-error';

const windows = [30, 90, 180, 365] as const;
type PatternWindowDays = (typeof windows)[number];

/** The patterns found over the chosen window, strongest evidence first (Wellness Pro). */
export function PatternsPanel() {
  const [days, setDays] = useState<PatternWindowDays>(90);
  const patterns = usePatterns(days);
  return (
    <div className="min-h-[16rem] space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <WindowPicker legend="Look for patterns in the last" value={days} options={windows} onChange={setDays} />
        <p className="text-sm text-muted" aria-live="polite">
          {patterns.isFetching && patterns.data ? 'Updating…' : ''}
        </p>
      </div>
      {patterns.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Looking for patterns...
        </p>
      ) : patterns.isError ? (
        <LoadError message={patterns.error.message} onRetry={() => void patterns.refetch()} />
      ) : patterns.data!.length === 0 ? (
        <div className="rounded-2xl border border-border bg-surface p-6">
          <p className="font-semibold">No patterns yet</p>
          <p className="mt-1 text-muted">
            Nothing in the last {days} days passes our checks. That is an honest answer, not a failure: patterns need at least 3 days with and 3 without
            a factor, and most need a few weeks of logging. Keep logging and look again.
          </p>
        </div>
      ) : (
        <ul className="space-y-4" aria-label={`Patterns in the last ${days} days`}>
          {patterns.data!.map((p) => (
            <PatternCard key={`${p.factor}>${p.outcome}@${p.lag}`} pattern={p} />
          ))}
        </ul>
      )}
    </div>
  );
}
