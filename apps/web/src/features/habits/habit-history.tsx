import type { HabitView } from './habits-api';
import { stateLabels } from './habit-schedule';

const cellClass: Record<HabitView['history'][number]['state'], string> = {
  done: 'bg-brand text-white',
  partial: 'bg-brand/40 text-ink',
  skipped: 'border border-dashed border-muted text-muted',
  paused: 'bg-surface-2 text-muted',
  missed: 'bg-surface-2 text-muted',
  off: 'bg-transparent text-muted',
  pending: 'border border-brand text-ink',
};
const mark: Record<HabitView['history'][number]['state'], string> = { done: '✓', partial: '½', skipped: '–', paused: 'Ⅱ', missed: '', off: '', pending: '' };

const dayLabel = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });

/**
 * The last four weeks as a grid (each cell names its day and state for screen readers), with the
 * same days as a table behind a disclosure.
 */
export function HabitHistory({ habit }: { habit: HabitView }) {
  return (
    <div className="mt-3">
      <ul className="grid grid-cols-7 gap-1" aria-label={`${habit.name}: the last four weeks`}>
        {habit.history.slice(-28).map((d) => (
          <li key={d.date} className={`flex h-7 items-center justify-center rounded text-xs ${cellClass[d.state]}`} title={`${dayLabel(d.date)}: ${stateLabels[d.state]}`}>
            <span aria-hidden="true">{mark[d.state]}</span>
            <span className="sr-only">
              {dayLabel(d.date)}: {stateLabels[d.state]}
              {habit.kind === 'measurable' && d.value > 0 ? ` (${d.value} ${habit.unit ?? ''})` : ''}
            </span>
          </li>
        ))}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{habit.name}: day by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">State</th>
              {habit.kind === 'measurable' && <th scope="col">Amount</th>}
            </tr>
          </thead>
          <tbody>
            {[...habit.history].reverse().map((d) => (
              <tr key={d.date}>
                <td>{dayLabel(d.date)}</td>
                <td>{stateLabels[d.state]}</td>
                {habit.kind === 'measurable' && <td>{d.value}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
