import { lazy, Suspense, useMemo, useState } from 'react';
import type { SymptomEntry } from '@thrivewell/core/contracts/tracking-contract';
import { severityWord } from '@thrivewell/core/tracking/tracking-choices';

const SymptomTrendChart = lazy(() => import('./symptom-trend-chart'));

/** The day's worst severity per symptom, oldest day first. */
export function dailyMaxima(entries: readonly SymptomEntry[], symptom: string): { date: string; severity: number; count: number }[] {
  const days = new Map<string, { severity: number; count: number }>();
  for (const e of entries) {
    if (e.symptom.toLowerCase() !== symptom.toLowerCase()) continue;
    const day = days.get(e.localDate) ?? { severity: 0, count: 0 };
    days.set(e.localDate, { severity: Math.max(day.severity, e.severity), count: day.count + 1 });
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, d]) => ({ date, ...d }));
}

/** Trend of one symptom over the loaded days: a lazy chart, and the same numbers as a table. */
export function SymptomTrend({ entries }: { entries: readonly SymptomEntry[] }) {
  const names = useMemo(() => [...new Map(entries.map((e) => [e.symptom.toLowerCase(), e.symptom])).values()].sort(), [entries]);
  const [picked, setPicked] = useState<string | null>(null);
  const name = picked && names.includes(picked) ? picked : names[0];
  const points = useMemo(() => (name ? dailyMaxima(entries, name) : []), [entries, name]);
  if (!name) return <p className="text-muted">Log a symptom to see its trend here.</p>;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="trend-symptom" className="block text-sm font-medium">
          Symptom
        </label>
        <select id="trend-symptom" value={name} onChange={(e) => setPicked(e.target.value)} className="mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 text-ink">
          {names.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <Suspense fallback={<div className="h-56 w-full rounded-lg bg-surface-2" aria-hidden="true" />}>
        <SymptomTrendChart points={points} name={name} />
      </Suspense>
      <details>
        <summary className="cursor-pointer text-sm font-medium">Show the numbers as a table</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{name}: worst severity per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Worst severity</th>
              <th scope="col">Entries</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row" className="font-normal">
                  {p.date}
                </th>
                <td>
                  {p.severity}/10 ({severityWord(p.severity)})
                </td>
                <td>{p.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
