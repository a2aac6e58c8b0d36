import { HabitsPanel } from '../features/habits/habits-panel';
import { PageHeader } from '../features/marketing/page-header';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Tracking" title="Habit Tracker" intro="Small things, done regularly. Check in with one tap; skips and pauses keep your streak." />;
}

/** /habits, /dashboard/habits, /dashboard/habit-tracking (protected). */
export default function HabitsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <HabitsPanel />
    </div>
  );
}
