import { Suspense, useId, useState } from 'react';
import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import { binFor, trendPoints, trendSummary, type TrendPoint } from '@thrivewell/core/tracking/trend-points';
import { lazyComponent } from '../../lib/lazy-component';
import { WhenVisible } from '../../ui/when-visible';
import { longDay, shortDay } from './day-labels';

// Recharts and the chart module load with the first chart, never with the page's first script.
export const TrendChart = lazyComponent(() => import('./trend-chart'));

/** The chart's height in px; the box reserves it while the chart's script loads (no layout shift). */
export const chartHeight = 176;

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function summaryText(series: DailySeries, summary: ReturnType<typeof trendSummary>, days: number): string {
  if (summary.days === 0) return `Nothing logged in the last ${days} days.`;
  if (series.kind === 'binary') return `${summary.total} of the last ${days} days.`;
  if (series.kind === 'count') return `${format(summary.total)} ${series.unit} in total, on ${summary.days} days.`;
  return `Average ${format(summary.mean!)} ${series.unit}, from ${summary.days} days.`;
}

/** The raw daily numbers (the days with a value), for screen readers and anyone who prefers a table. */
function TrendTable({ series, from, to, caption, id }: { series: DailySeries; from: string; to: string; caption: string; id: string }) {
  const rows = Object.entries(series.values)
    .filter(([day]) => day >= from && day <= to)
    .sort(([a], [b]) => (a < b ? 1 : -1));
  return (
    // Scrolls on its own, so it takes focus: keyboard users can scroll it with the arrow keys.
    <div id={id} tabIndex={0} role="group" aria-label={caption} className="mt-3 max-h-72 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-brand">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-2">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Day</th>
            <th scope="col" className="px-3 py-2 font-semibold">{series.kind === 'binary' ? 'Logged' : `Value (${series.unit})`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([day, value]) => (
            <tr key={day} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 font-normal">{longDay(day)}</th>
              <td className="px-3 py-1.5 tabular-nums">{series.kind === 'binary' ? (value > 0 ? 'Yes' : 'No') : format(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One metric: its name, a one-line summary, the chart (reserved height) and a "Show table" toggle. */
export function TrendCard({ series, from, to, days }: { series: DailySeries; from: string; to: string; days: number }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const points: TrendPoint[] = trendPoints(series, from, to, binFor(days));
  const summary = trendSummary(series, from, to);
  const by = binFor(days) === 'week' ? 'by week' : 'by day';
  return (
    <section className="rounded-2xl border border-border bg-surface p-5" aria-labelledby={`${tableId}-title`}>
      <h3 id={`${tableId}-title`} className="font-semibold">{series.label}</h3>
      <p className="mt-1 text-sm text-muted">{summaryText(series, summary, days)}</p>
      <div aria-hidden="true" className="mt-3 text-muted" style={{ height: chartHeight }}>
        {summary.days > 0 && (
          // A year of 30-odd metrics is 30-odd charts: each is drawn as it nears the screen (its
          // height is reserved), so switching windows redraws only the ones in view.
          <WhenVisible rootMargin="200px" placeholder={<div style={{ height: chartHeight }} />}>
            <Suspense fallback={null}>
              <TrendChart points={points} shape={series.fill === 'skip' ? 'line' : 'bar'} height={chartHeight} tickLabel={shortDay} />
            </Suspense>
          </WhenVisible>
        )}
      </div>
      <p className="sr-only">{`Chart of ${series.label} ${by}; the table has every value.`}</p>
      {summary.days > 0 && (
        <button type="button" aria-expanded={showTable} aria-controls={showTable ? tableId : undefined} onClick={() => setShowTable((v) => !v)} className="mt-3 text-sm font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand">
          {showTable ? 'Hide table' : 'Show table'}
        </button>
      )}
      {showTable && <TrendTable series={series} from={from} to={to} caption={`${series.label}, ${longDay(from)} to ${longDay(to)}`} id={tableId} />}
    </section>
  );
}
