import { ArrowLeft, Loader2 } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { LoadError } from '../../ui/load-error';
import { useMarkerHistory, type MarkerHistory } from './biomarkers-api';
import { FlagBadge } from './flag-badge';
import { MarkerGuide, MedicineEffects } from './marker-explanation';
import { dayLabel, rangeLabel, unitLabel, valueLabel } from './format';

const MarkerChart = lazy(() => import('./marker-chart'));

/** The chart's band: the latest numeric range (labs differ; the table shows each value's own). */
export function chartBand(history: MarkerHistory): { low: number | null; high: number | null } | null {
  const withRange = [...history.points].reverse().find((p) => p.range.low !== null || p.range.high !== null);
  return withRange ? { low: withRange.range.low, high: withRange.range.high } : null;
}

function chartDescription(history: MarkerHistory, points: { day: string; value: number }[], band: ReturnType<typeof chartBand>): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const range = band ? ` The shaded band is the reference range ${rangeLabel({ ...band, text: null })}${history.unit ? ` ${history.unit}` : ''}.` : '';
  return `Chart of ${history.name}: ${points.length} ${points.length === 1 ? 'value' : 'values'} from ${dayLabel(first.day)} to ${dayLabel(last.day)}, latest ${last.value}${history.unit ? ` ${history.unit}` : ''}.${range} The same numbers are in the table below.`;
}

/**
 * One marker over time (`/wellness/biomarkers?marker=<LOINC>`): a chart of the numeric values
 * with the reference range as a band, and every value (numbers and text results) in a table.
 */
export function MarkerHistorySection({ loinc }: { loinc: string }) {
  const history = useMarkerHistory(loinc);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (history.isSuccess) headingRef.current?.focus();
  }, [history.isSuccess]);

  const back = (
    <Link to={{ search: '' }} className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand underline underline-offset-2">
      <ArrowLeft aria-hidden="true" className="size-4" /> All markers
    </Link>
  );
  if (history.isPending) {
    return (
      <p role="status" className="flex min-h-60 items-center justify-center gap-2 text-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading this marker’s history…
      </p>
    );
  }
  if (history.isError) {
    const missing = history.error instanceof ApiError && (history.error.status === 404 || history.error.status === 400);
    return (
      <div className="space-y-3">
        {back}
        {missing ? <p role="alert">That marker has no confirmed results.</p> : <LoadError message="This marker’s history could not be loaded." onRetry={() => void history.refetch()} />}
      </div>
    );
  }
  // Oldest first, whatever order the server sent.
  const h = { ...history.data, unit: unitLabel(history.data.unit) || null, points: [...history.data.points].sort((a, b) => a.collectedOn.localeCompare(b.collectedOn)) };
  const points = h.points.filter((p) => p.value !== null).map((p) => ({ day: p.collectedOn, value: p.value as number }));
  const band = chartBand(h);
  return (
    <section aria-labelledby="marker-history-title" className="space-y-4">
      {back}
      <h2 id="marker-history-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {h.name} over time
      </h2>
      {points.length >= 1 ? (
        <Suspense fallback={<div className="h-60 rounded-xl bg-surface-2" aria-hidden="true" />}>
          <MarkerChart points={points} band={band} unit={h.unit} tickLabel={dayLabel} description={chartDescription(h, points, band)} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted">These results are words (such as Negative), so there is no chart: they are all in the table.</p>
      )}
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{h.name}: every confirmed result, newest first</caption>
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Date</th>
              <th scope="col" className="px-3 py-2 font-semibold">Result</th>
              <th scope="col" className="px-3 py-2 font-semibold">Range</th>
              <th scope="col" className="px-3 py-2 font-semibold">Flag</th>
            </tr>
          </thead>
          <tbody>
            {[...h.points].reverse().map((p, i) => (
              <tr key={`${p.reportId}-${i}`} className="border-t border-border">
                <th scope="row" className="px-3 py-2 font-medium">{dayLabel(p.collectedOn)}</th>
                <td className="px-3 py-2">{valueLabel(p)}</td>
                <td className="px-3 py-2">{rangeLabel(p.range) || '—'}</td>
                <td className="px-3 py-2">
                  <FlagBadge flag={p.flag} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MedicineEffects effects={h.medicineEffects} />
      {h.guide && <MarkerGuide guide={h.guide} />}
    </section>
  );
}
