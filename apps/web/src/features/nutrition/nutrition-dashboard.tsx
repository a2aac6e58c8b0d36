import { useState } from 'react';
import { Link } from 'react-router';
import { localToday } from '../../lib/device-time';
import { ProgressBar } from '../../ui/progress-bar';
import { DateNav } from './food-log';
import { TierBadge } from './tier-badge';
import { formatAmount, useDay, type DayResponse } from './nutrition-api';
import { LoadError } from '../../ui/load-error';

const statusText = { under: 'Under', met: 'On target', over: 'Over', 'over-ul': 'Above the upper limit' } as const;
const kindText = { rda: 'RDA', ai: 'AI', cdrr: 'Limit (CDRR)', limit: 'Limit', estimate: 'Estimate' } as const;

function TargetsTable({ day }: { day: DayResponse }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="p-3 text-left font-semibold">Nutrients on {day.date} against your daily targets</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className="p-2">Nutrient</th>
            <th scope="col" className="p-2">Intake</th>
            <th scope="col" className="p-2">Target</th>
            <th scope="col" className="p-2">%</th>
            <th scope="col" className="p-2">Status</th>
            <th scope="col" className="p-2">Source</th>
          </tr>
        </thead>
        <tbody>
          {day.targets.map((t) => (
            <tr key={t.key} className="border-t border-border align-top">
              <th scope="row" className="p-2 font-medium">
                {t.label}
              </th>
              <td className="p-2">
                {t.atLeast ? 'at least ' : ''}
                {formatAmount(t.intake)} {t.unit}
              </td>
              <td className="p-2">
                {t.direction === 'at-most' ? 'under ' : ''}
                {formatAmount(t.amount)} {t.unit} <span className="text-muted">({kindText[t.kind]})</span>
                {t.ul !== null && (
                  <span className="block text-xs text-muted">
                    Upper limit {formatAmount(t.ul)} {t.unit}
                    {t.ulAppliesTo === 'supplements' ? ' (supplements)' : ''}
                  </span>
                )}
              </td>
              <td className="p-2">{t.percent}%</td>
              <td className="p-2">{statusText[t.status]}</td>
              <td className="p-2">
                <a href={t.source.url} className="underline" target="_blank" rel="noreferrer">
                  {t.source.title.length > 48 ? `${t.source.title.slice(0, 46)}…` : t.source.title}
                </a>
                {t.note && <span className="block text-xs text-muted">{t.note}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /dashboard/nutrition: the day's totals against the DRI targets, bars and a table, with the foods' source tiers. */
export function NutritionDashboard() {
  const [date, setDate] = useState(localToday);
  const day = useDay(date);
  return (
    <section aria-labelledby="nutrition-day-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="nutrition-day-heading" className="text-xl font-semibold">
          The day against your targets
        </h2>
        <DateNav date={date} onChange={setDate} />
      </div>
      {day.isPending && (
        <p role="status" className="min-h-[150vh] text-muted">
          Loading the day…
        </p>
      )}
      {day.isError && (
        <LoadError message="The day could not be loaded." onRetry={() => void day.refetch()} />
      )}
      {day.data && (
        <>
          <div className="rounded-2xl border border-border bg-surface p-4">
            <h3 className="font-semibold">Where the numbers come from</h3>
            {day.data.tiers.length === 0 ? (
              <p className="mt-1 text-sm text-muted">
                Nothing logged on this day. <Link to="/diet" className="underline">Log a meal</Link>.
              </p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-3 text-sm">
                {day.data.tiers.map((t) => (
                  <li key={t.tier} className="flex items-center gap-2">
                    <TierBadge tier={t.tier} label={t.label} /> {t.entries} {t.entries === 1 ? 'food' : 'foods'}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-2 text-xs text-muted">
              Lab-analysed values come from the USDA SR24 database; label values from product labels (Open Food Facts, ODbL) list fewer nutrients, so a total marked “at least” is missing some foods’ values.
            </p>
            {day.data.targetNotes.map((n) => (
              <p key={n} className="mt-1 text-xs text-muted">
                {n}
              </p>
            ))}
          </div>
          {day.data.carbsPerMeal && (
            <div className="rounded-2xl border border-border bg-surface p-4 text-sm">
              <h3 className="font-semibold">Carbohydrate per meal</h3>
              <p className="mt-1">{day.data.carbsPerMeal.note}</p>
              <ul className="mt-2 space-y-1">
                {day.data.carbsPerMeal.meals.map((m) => (
                  <li key={m.slot}>
                    {m.slot}: {formatAmount(m.carbsG)} g {m.within ? '(within the guide)' : `(guide ${day.data!.carbsPerMeal!.minG}–${day.data!.carbsPerMeal!.maxG} g)`}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted">
                Sources:{' '}
                {day.data.carbsPerMeal.sources.map((s, i) => (
                  <span key={s.url}>
                    {i > 0 && '; '}
                    <a href={s.url} className="underline" target="_blank" rel="noreferrer">
                      {s.title}
                    </a>
                  </span>
                ))}
              </p>
            </div>
          )}
          <ul className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2" aria-label="Progress towards each target">
            {day.data.targets.map((t) => (
              <li key={t.key}>
                <div className="flex justify-between gap-2 text-sm">
                  <span className="font-medium">{t.label}</span>
                  <span className="text-muted">
                    {t.percent}% · {statusText[t.status]}
                  </span>
                </div>
                <ProgressBar label={`${t.label}: ${t.percent}%`} value={Math.min(100, t.percent)} valueText={`${t.atLeast ? 'at least ' : ''}${formatAmount(t.intake)} of ${formatAmount(t.amount)} ${t.unit}`} className="mt-1" />
              </li>
            ))}
          </ul>
          <TargetsTable day={day.data} />
        </>
      )}
    </section>
  );
}
