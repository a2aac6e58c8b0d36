import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { trendWindows, type TrendWindow } from '@thrivewell/core/tracking/trend-windows';
import { longDay } from './day-labels';
import { useSeries } from './insights-api';
import { TrendCard } from './trend-card';
import { WindowPicker } from './window-picker';
import { LoadError } from '../../ui/load-error';

/** The order metrics appear in: the daily ratings first, then measures, counts and yes/no factors. */
const kindOrder = { rating: 0, measure: 1, count: 2, binary: 3 } as const;

/**
 * Charts of every tracked metric over 7, 30, 90 or 365 days in the person's time zone (the
 * server computes the days), each with its numbers as a table.
 */
export function TrendsPanel() {
  const [days, setDays] = useState<TrendWindow>(30);
  const series = useSeries(days);
  const data = series.data;
  // The panel keeps a card's height while it loads, so the cards arriving do not push the footer.
  return (
    <div className="min-h-[24rem] space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <WindowPicker legend="Show the last" value={days} options={trendWindows} onChange={setDays} />
        <p className="text-sm text-muted" aria-live="polite">
          {data ? `${longDay(data.from)} to ${longDay(data.to)} (${data.timeZone.replace(/_/g, ' ')})` : ''}
          {series.isFetching && data ? ' — updating…' : ''}
        </p>
      </div>
      {series.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your trends...
        </p>
      ) : series.isError ? (
        <LoadError message={series.error.message} onRetry={() => void series.refetch()} />
      ) : data!.series.length === 0 ? (
        <div className="rounded-2xl border border-border bg-surface p-6 text-center">
          <p className="font-semibold">No trends yet</p>
          <p className="mt-1 text-muted">Log your mood, sleep, symptoms or habits and your charts appear here, day by day.</p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {[...data!.series]
            .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.label.localeCompare(b.label))
            .map((s) => (
              <TrendCard key={s.key} series={s} from={data!.from} to={data!.to} days={days} />
            ))}
        </div>
      )}
    </div>
  );
}
