import { Link } from 'react-router';
import { localToday } from '../../lib/device-time';
import { HabitCheckControls } from './habit-check-controls';
import { useHabits } from './habits-api';

/**
 * A compact list of today's habits with one-tap check-in, for other pages (the daily log) to
 * compose through the routes layer.
 */
export function HabitsCheckIn({ heading = "Today's habits" }: { heading?: string }) {
  const habits = useHabits();
  const today = localToday();
  // Done ones stay in the list, so a tap can be undone and a count keeps its place.
  const due = habits.data?.habits.filter((h) => h.dueToday || h.stats.doneToday || h.stats.todayValue > 0) ?? [];
  return (
    <section aria-labelledby="habits-check-in-heading" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="habits-check-in-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {habits.isPending && <p className="mt-2 text-sm text-muted">Loading your habits…</p>}
      {habits.isError && <p role="alert" className="mt-2 text-sm text-danger">Your habits could not be loaded. Please try again.</p>}
      {habits.isSuccess && due.length === 0 && (
        <p className="mt-2 text-sm text-muted">
          Nothing due today. <Link to="/habits" className="underline">See your habits</Link>
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {due.map((h) => (
          <li key={h.id} className="flex flex-wrap items-center justify-between gap-3">
            <span className="font-medium">{h.name}</span>
            <HabitCheckControls habit={h} today={today} />
          </li>
        ))}
      </ul>
    </section>
  );
}
