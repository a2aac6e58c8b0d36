import { lazy, Suspense } from 'react';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { useUpdateGoal, type GoalView, type Measurement } from './goals-api';
import { formatDay, formatValue, metricLabels } from './metric-labels';

const ProgressChart = lazy(() => import('./progress-chart'));

const trendText = { toward: 'Moving towards your target', away: 'Moving away from your target for now', steady: 'Holding steady' } as const;

/** Readings of the goal's metric in the goal's unit (weight entered in the other unit is converted). */
function pointsFor(goal: GoalView, readings: readonly Measurement[]) {
  const kgPerLb = 0.45359237;
  const convert = (m: Measurement) => (m.unit === goal.unit ? m.value : m.unit === 'lbs' ? m.value * kgPerLb : m.unit === 'kg' ? m.value / kgPerLb : m.value);
  return readings.filter((m) => m.metric === goal.metric).map((m) => ({ date: m.localDate, value: Math.round(convert(m) * 10) / 10 }));
}

/** One goal: progress bar with text, trend, chart with its data table, and mark reached / archive. */
export function GoalCard({ goal, readings }: { goal: GoalView; readings: readonly Measurement[] }) {
  const update = useUpdateGoal();
  const { progress } = goal;
  const points = pointsFor(goal, readings);
  const unit = goal.unit ?? '';
  return (
    <li className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">{goal.title}</h3>
          {goal.metric && (
            <p className="text-sm text-muted">
              {metricLabels[goal.metric]}
              {progress.start !== null && ` · from ${formatValue(progress.start)} ${unit}`}
              {goal.target !== null && ` · target ${formatValue(goal.target)} ${unit}`}
              {goal.dueDate && ` · by ${formatDay(goal.dueDate)}`}
            </p>
          )}
        </div>
        {progress.reached && <p className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-ink">Reached</p>}
      </div>
      {progress.percent !== null && (
        <div className="mt-3">
          <ProgressBar label={`${goal.title}: progress`} value={progress.percent} valueText={`${progress.percent}% of the way`} />
          <p className="mt-1 text-sm">
            {progress.percent}% of the way{progress.latest !== null && ` · latest ${formatValue(progress.latest)} ${unit} on ${formatDay(progress.latestDate!)}`}
            {progress.trend && ` · ${trendText[progress.trend]}`}
          </p>
        </div>
      )}
      {goal.metric && progress.latest === null && <p className="mt-3 text-sm text-muted">Log a {metricLabels[goal.metric].toLowerCase()} reading below to see your progress.</p>}
      {points.length > 1 && (
        <div className="mt-4">
          <Suspense fallback={<div className="h-[220px]" aria-hidden="true" />}>
            <div aria-hidden="true">
              <ProgressChart points={points} target={goal.target} unit={unit} />
            </div>
          </Suspense>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-muted">Show readings as a table</summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">{goal.title}: readings</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Reading ({unit})</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p, i) => (
                  <tr key={`${p.date}-${i}`}>
                    <td>{formatDay(p.date)}</td>
                    <td>{formatValue(p.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {!goal.metric && (
          <Button variant="ghost" aria-pressed={progress.reached} onClick={() => update.mutate({ id: goal.id, patch: { achieved: !progress.reached } })}>
            {progress.reached ? 'Reached' : 'Mark as reached'}
          </Button>
        )}
        <Button variant="ghost" onClick={() => update.mutate({ id: goal.id, patch: { archived: true } })}>
          Archive<span className="sr-only"> {goal.title}</span>
        </Button>
      </div>
      {update.isError && <p role="alert" className="mt-2 text-sm text-danger">{update.error.message}</p>}
    </li>
  );
}
