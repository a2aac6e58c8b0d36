import { useState } from 'react';
import { addDays } from '@thrivewell/core/tracking/calendar-days';
import { localToday } from '../../lib/device-time';
import { selectClass } from './add-food-form';
import { formatAmount, useProgress, type ProgressResponse } from './nutrition-api';
import { LoadError } from '../../ui/load-error';

const periods = [7, 14, 30, 90] as const;

function Chart({ data, nutrient }: { data: ProgressResponse; nutrient: string }) {
  const target = data.targets.find((t) => t.key === nutrient);
  const max = Math.max(150, ...data.days.map((d) => d.percent[nutrient] ?? 0));
  const w = 100 / data.days.length;
  return (
    <figure className="rounded-2xl border border-border bg-surface p-4">
      <figcaption className="text-sm font-medium">
        {target?.label ?? nutrient}: % of {target?.direction === 'at-most' ? 'the limit' : 'the target'} each day (the line is 100%)
      </figcaption>
      <svg viewBox="0 0 100 50" preserveAspectRatio="none" className="mt-2 h-48 w-full" aria-hidden="true">
        {data.days.map((d, i) => {
          const p = d.percent[nutrient] ?? 0;
          const h = (p / max) * 50;
          return <rect key={d.date} x={i * w + w * 0.15} y={50 - h} width={w * 0.7} height={h} className={d.entries === 0 ? 'fill-surface-2' : 'fill-brand'} />;
        })}
        <line x1="0" x2="100" y1={50 - (100 / max) * 50} y2={50 - (100 / max) * 50} className="stroke-ink" strokeWidth="0.4" strokeDasharray="2 1" />
      </svg>
      <p className="mt-1 text-xs text-muted">Days with nothing logged show no bar. The table below holds the same numbers.</p>
    </figure>
  );
}

/** /dashboard/diet-progress: targets against intake over a chosen period, a chart with a table, and diet alignment notes. */
export function DietProgressPanel() {
  const [days, setDays] = useState<(typeof periods)[number]>(7);
  const [nutrient, setNutrient] = useState('kcal');
  const to = localToday();
  const from = addDays(to, -(days - 1));
  const progress = useProgress(from, to);
  const data = progress.data;
  const shown = ['kcal', 'proteinG', 'carbsG', 'fiberG', 'sodiumMg', 'satFatG'];

  return (
    <section aria-labelledby="diet-progress-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="diet-progress-heading" className="text-xl font-semibold">
          Targets and intake
        </h2>
        <div className="flex flex-wrap gap-3">
          <div>
            <label htmlFor="progress-period" className="block text-sm font-medium">
              Period
            </label>
            <select id="progress-period" className={selectClass} value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof periods)[number])}>
              {periods.map((p) => (
                <option key={p} value={p}>
                  Last {p} days
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="progress-nutrient" className="block text-sm font-medium">
              Chart
            </label>
            <select id="progress-nutrient" className={selectClass} value={nutrient} onChange={(e) => setNutrient(e.target.value)}>
              {(data?.targets ?? []).map((t) => (
                <option key={t.key} value={t.key}>
                  {t.label}
                </option>
              ))}
              {!data && <option value="kcal">Energy</option>}
            </select>
          </div>
        </div>
      </div>
      {progress.isPending && (
        <p role="status" className="min-h-[150vh] text-muted">
          Loading your progress…
        </p>
      )}
      {progress.isError && (
        <LoadError message="Your progress could not be loaded." onRetry={() => void progress.refetch()} />
      )}
      {data && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {data.loggedDays} of {data.days.length} days logged. Averages are over the logged days.
          </p>
          <Chart data={data} nutrient={nutrient} />
          <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="p-3 text-left font-semibold">Daily intake, {data.from} to {data.to}</caption>
              <thead className="bg-surface-2">
                <tr>
                  <th scope="col" className="p-2">Day</th>
                  {shown.map((k) => {
                    const t = data.targets.find((x) => x.key === k);
                    return (
                      <th key={k} scope="col" className="p-2">
                        {t?.label} ({t?.unit})
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-border bg-surface-2/50">
                  <th scope="row" className="p-2">Target</th>
                  {shown.map((k) => {
                    const t = data.targets.find((x) => x.key === k);
                    return (
                      <td key={k} className="p-2">
                        {t?.direction === 'at-most' ? 'under ' : ''}
                        {formatAmount(t?.amount ?? 0)}
                      </td>
                    );
                  })}
                </tr>
                <tr className="border-t border-border">
                  <th scope="row" className="p-2">Average</th>
                  {shown.map((k) => (
                    <td key={k} className="p-2">
                      {data.loggedDays ? formatAmount(data.averages[k] ?? 0) : '—'}
                    </td>
                  ))}
                </tr>
                {[...data.days].reverse().map((d) => (
                  <tr key={d.date} className="border-t border-border">
                    <th scope="row" className="p-2 font-normal">
                      {d.date}
                    </th>
                    {shown.map((k) => (
                      <td key={k} className="p-2">
                        {d.entries ? `${formatAmount(d.values[k] ?? 0)} (${d.percent[k] ?? 0}%)` : '—'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-4">
            <h3 className="font-semibold">How your meals line up with your diet</h3>
            <p className="mt-1 text-sm text-muted">
              Your profile: {data.profile.dietType ?? 'no diet type'}
              {data.profile.restrictions.length ? `; restrictions: ${data.profile.restrictions.join(', ')}` : ''}
              {data.profile.goals.length ? `; goals: ${data.profile.goals.join(', ')}` : ''}.
            </p>
            {data.alignment.length === 0 ? (
              <p className="mt-2 text-sm">{data.loggedDays ? 'Nothing in these days goes against your diet, restrictions or goals.' : 'Log some meals to see how they line up.'}</p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {data.alignment.map((a, i) => (
                  <li key={i}>
                    {a.date} · <strong>{a.rule}</strong>: {a.message}
                    {a.foods.length > 0 && ` (${a.foods.join('; ')})`}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
