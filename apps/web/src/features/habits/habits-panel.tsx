import { useState } from 'react';
import { localToday } from '../../lib/device-time';
import { Button } from '../../ui/button';
import { HabitCard } from './habit-card';
import { HabitFormDialog } from './habit-form-dialog';
import { useHabits, useReorderHabits } from './habits-api';
import { LoadError } from '../../ui/load-error';

/** The habits page: today's habits with one-tap check-in, streaks and history, and a new-habit dialog. */
export function HabitsPanel() {
  const habits = useHabits();
  const reorder = useReorderHabits();
  const [creating, setCreating] = useState(false);
  const today = habits.data?.today ?? localToday();
  const list = habits.data?.habits ?? [];
  const dueCount = list.filter((h) => h.dueToday).length;

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((h) => h.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids);
  };

  return (
    <section aria-labelledby="habits-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="habits-heading" className="text-xl font-semibold">
            Today
          </h2>
          {habits.isSuccess && list.length > 0 && (
            <p className="text-sm text-muted" aria-live="polite">
              {dueCount === 0 ? 'Everything for today is done. Well done.' : `${dueCount} still to do today.`}
            </p>
          )}
        </div>
        <Button onClick={() => setCreating(true)}>New habit</Button>
      </div>
      {habits.isPending && <p className="mt-6 text-muted">Loading your habits…</p>}
      {habits.isError && (
        <LoadError className="mt-6" message="Your habits could not be loaded." onRetry={() => void habits.refetch()} />
      )}
      {habits.isSuccess && list.length === 0 && <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-center text-muted">No habits yet. Start with one small thing you want to do regularly.</p>}
      <ul className="mt-6 space-y-4">
        {list.map((h, i) => (
          <HabitCard key={h.id} habit={h} today={today} first={i === 0} last={i === list.length - 1} onMove={(by) => move(i, by)} />
        ))}
      </ul>
      {reorder.isError && <p role="alert" className="mt-2 text-sm text-danger">{reorder.error.message}</p>}
      {creating && <HabitFormDialog open={creating} onOpenChange={setCreating} />}
    </section>
  );
}
