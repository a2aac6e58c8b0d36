import { lazy, Suspense, useState } from 'react';
import { FormMessage } from '../../ui/text-field';
import { WhenVisible } from '../../ui/when-visible';
import { useAdherence } from './doses-api';

const AdherenceChart = lazy(() => import('./adherence-chart'));
const ranges = [7, 30, 90] as const;
type Range = (typeof ranges)[number];

const pct = (p: number | null) => (p === null ? '—' : `${p}%`);

/**
 * Adherence per medicine over 7, 30 or 90 days: taken (on time or late) of the doses that
 * counted, with skips and misses shown apart; a chart of the daily percentage and its table.
 */
export function AdherenceView() {
  const [days, setDays] = useState<Range>(7);
  const q = useAdherence(days);
  return (
    <section aria-labelledby="adherence-heading" className="space-y-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="adherence-heading" className="text-lg font-semibold text-ink">
          Adherence
        </h2>
        <div role="group" aria-label="Period" className="flex gap-1">
          {ranges.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={days === r}
              onClick={() => setDays(r)}
              className={`min-h-10 rounded-lg px-3 text-sm font-semibold ${days === r ? 'bg-brand text-on-brand' : 'border border-border bg-surface text-ink hover:bg-surface-2'}`}
            >
              {r} days
            </button>
          ))}
        </div>
      </div>
      {q.isPending ? (
        <p className="text-sm text-muted">Loading adherence…</p>
      ) : q.isError ? (
        <FormMessage tone="error">Adherence could not be loaded. {q.error.message}</FormMessage>
      ) : q.data.medicines.length === 0 ? (
        <p className="text-sm text-muted">Nothing to show yet: add a medicine to your cabinet and mark its doses.</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{`Adherence per medicine over the last ${days} days`}</caption>
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">Medicine</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Taken</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Late</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Skipped</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Missed</th>
                  <th scope="col" className="py-2 font-medium">Adherence</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border text-ink">
                {q.data.medicines.map((m) => (
                  <tr key={m.scheduleId}>
                    <th scope="row" className="py-2 pr-3 font-medium">{m.medicineName}</th>
                    {m.asNeeded ? (
                      <td colSpan={5} className="py-2">As needed: {m.asNeededLogged} {m.asNeededLogged === 1 ? 'dose' : 'doses'} logged</td>
                    ) : (
                      <>
                        <td className="py-2 pr-3 tabular-nums">{`${m.taken + m.late} of ${m.scheduled}`}</td>
                        <td className="py-2 pr-3 tabular-nums">{m.late}</td>
                        <td className="py-2 pr-3 tabular-nums">{m.skipped}</td>
                        <td className="py-2 pr-3 tabular-nums">{m.missed}</td>
                        <td className="py-2 tabular-nums font-semibold">{pct(m.percent)}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* The chart library loads only when the chart is scrolled into view. */}
          <WhenVisible placeholder={<div className="h-48" aria-hidden="true" />} rootMargin="0px">
            <Suspense fallback={<div className="h-48" aria-hidden="true" />}>
              <AdherenceChart daily={q.data.daily} />
            </Suspense>
          </WhenVisible>
          <details className="text-sm">
            <summary className="cursor-pointer text-brand">Daily numbers (table)</summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">Share of scheduled doses taken per day, all medicines</caption>
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">Day</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Taken</th>
                  <th scope="col" className="py-1 font-medium">Adherence</th>
                </tr>
              </thead>
              <tbody className="text-ink">
                {q.data.daily.map((d) => (
                  <tr key={d.date}>
                    <th scope="row" className="py-1 pr-3 font-normal">{d.date}</th>
                    <td className="py-1 pr-3 tabular-nums">{`${d.taken + d.late} of ${d.scheduled}`}</td>
                    <td className="py-1 tabular-nums">{pct(d.percent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
