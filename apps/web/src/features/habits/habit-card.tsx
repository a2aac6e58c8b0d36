import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { HabitCheckControls } from './habit-check-controls';
import { HabitFormDialog } from './habit-form-dialog';
import { HabitHistory } from './habit-history';
import { scheduleText, streakText } from './habit-schedule';
import { useCheckIn, usePauseHabit, useResumeHabit, useUndoCheckIn, useUpdateHabit, type HabitView } from './habits-api';

/** One habit: check in, skip (with the skips left), pause or resume, edit, archive, move; streaks and history. */
export function HabitCard({ habit, today, onMove, first, last }: { habit: HabitView; today: string; onMove: (by: -1 | 1) => void; first: boolean; last: boolean }) {
  const [editing, setEditing] = useState(false);
  const checkIn = useCheckIn();
  const undo = useUndoCheckIn();
  const pause = usePauseHabit();
  const resume = useResumeHabit();
  const update = useUpdateHabit();
  const { stats } = habit;
  const rate = stats.completionRate === null ? null : Math.round(stats.completionRate * 100);
  const error = checkIn.error ?? undo.error ?? pause.error ?? resume.error ?? update.error;
  return (
    <li className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{habit.name}</h3>
          <p className="text-sm text-muted">
            {scheduleText(habit.schedule)}
            {habit.kind === 'measurable' && ` · ${habit.target} ${habit.unit ?? ''} a day`}
          </p>
          <p className="mt-1 text-sm">
            <span className="font-semibold">{streakText(habit)}</span>
            {stats.bestStreak > 0 && <span className="text-muted"> · best {stats.bestStreak}</span>}
            {rate !== null && <span className="text-muted"> · {rate}% in the last 30 days</span>}
          </p>
        </div>
        {stats.pausedToday ? <p className="text-sm font-medium text-muted">Paused: your streak is kept.</p> : <HabitCheckControls habit={habit} today={today} />}
      </div>
      <HabitHistory habit={habit} />
      <div className="mt-3 flex flex-wrap gap-2">
        {!stats.pausedToday &&
          (stats.skippedToday ? (
            <Button variant="ghost" onClick={() => undo.mutate({ id: habit.id, localDate: today })}>
              Undo skip
            </Button>
          ) : (
            !stats.doneToday && (
              <Button variant="ghost" onClick={() => checkIn.mutate({ id: habit.id, body: { status: 'skipped' } })}>
                Skip today ({stats.skipsLeftThisMonth} {stats.skipsLeftThisMonth === 1 ? 'skip' : 'skips'} left this month)
              </Button>
            )
          ))}
        {stats.pausedToday ? (
          <Button variant="ghost" onClick={() => resume.mutate({ id: habit.id })}>
            Resume
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => pause.mutate({ id: habit.id, body: { from: today, to: null } })}>
            Pause
          </Button>
        )}
        <Button variant="ghost" onClick={() => setEditing(true)}>
          Edit<span className="sr-only"> {habit.name}</span>
        </Button>
        <Button variant="ghost" onClick={() => update.mutate({ id: habit.id, patch: { archived: true } })}>
          Archive<span className="sr-only"> {habit.name}</span>
        </Button>
        <Button variant="ghost" aria-label={`Move ${habit.name} up`} disabled={first} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button variant="ghost" aria-label={`Move ${habit.name} down`} disabled={last} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {error && <p role="alert" className="mt-2 text-sm text-danger">{error.message}</p>}
      {editing && <HabitFormDialog open={editing} onOpenChange={setEditing} habit={habit} />}
    </li>
  );
}
