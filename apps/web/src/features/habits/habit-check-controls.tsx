import { Check, Minus, Plus } from 'lucide-react';
import { ProgressBar } from '../../ui/progress-bar';
import { useCheckIn, useUndoCheckIn, type HabitView } from './habits-api';

/**
 * One tap: a toggle (aria-pressed) for a check habit; − and + with a bar and its text for a
 * measurable one. Used by the habits page and the compact check-in.
 */
export function HabitCheckControls({ habit, today }: { habit: HabitView; today: string }) {
  const checkIn = useCheckIn();
  const undo = useUndoCheckIn();
  const busy = checkIn.isPending || undo.isPending;
  const error = checkIn.error ?? undo.error;
  if (habit.kind === 'check') {
    const done = habit.stats.doneToday;
    return (
      <div>
        <button
          type="button"
          // The name stays the same as it toggles; aria-pressed says whether it is done.
          aria-label={`Done today: ${habit.name}`}
          aria-pressed={done}
          disabled={busy}
          onClick={() => (done ? undo.mutate({ id: habit.id, localDate: today }) : checkIn.mutate({ id: habit.id, body: { status: 'done' } }))}
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold ${done ? 'border-brand bg-brand text-white' : 'border-muted/70 bg-surface text-ink'}`}
        >
          <Check aria-hidden="true" className={`h-4 w-4 ${done ? '' : 'opacity-40'}`} />
          Done today
        </button>
        {error && <p role="alert" className="mt-1 text-sm text-danger">{error.message}</p>}
      </div>
    );
  }
  const target = habit.target ?? 1;
  const value = habit.stats.todayValue;
  const text = `${value} of ${target} ${habit.unit ?? ''}`.trim();
  return (
    <div className="min-w-48">
      <div className="flex items-center gap-2">
        <button type="button" aria-label={`One less: ${habit.name}`} disabled={busy || value <= 0} onClick={() => checkIn.mutate({ id: habit.id, body: { status: 'done', value: -1 } })} className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-muted/70 bg-surface text-ink disabled:opacity-50">
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <span className="min-w-24 text-center text-sm font-semibold" aria-live="polite">
          {text}
        </span>
        <button type="button" aria-label={`One more: ${habit.name}`} disabled={busy} onClick={() => checkIn.mutate({ id: habit.id, body: { status: 'done', value: 1 } })} className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-muted/70 bg-surface text-ink disabled:opacity-50">
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <ProgressBar className="mt-2" label={`${habit.name} today`} value={Math.min(value, target)} max={target} valueText={text} />
      {error && <p role="alert" className="mt-1 text-sm text-danger">{error.message}</p>}
    </div>
  );
}
