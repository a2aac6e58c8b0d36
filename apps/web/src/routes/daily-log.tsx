import { Suspense } from 'react';
import { PageHeader } from '../features/marketing/page-header';
import { DailyLogPanel } from '../features/tracking/daily-log-panel';
import { localToday } from '../lib/device-time';
import { lazyComponent } from '../lib/lazy-component';

// The habits and doses parts load with the form, not with the page's first paint (its Lighthouse budget).
const HabitsCheckIn = lazyComponent(() => import('../features/habits/habits-check-in').then((m) => ({ default: m.HabitsCheckIn })));
const DosesTakenChecklist = lazyComponent(() => import('../features/doses/doses-taken-checklist').then((m) => ({ default: m.DosesTakenChecklist })));

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return <PageHeader eyebrow="Tracking" title="Daily Log" intro="One quick entry for your day: mood, sleep, energy, stress, water, meals, symptoms, habits, doses and what else played a part." />;
}

function SectionLoading({ what }: { what: string }) {
  return (
    <p role="status" className="min-h-11 text-sm text-muted">
      Loading {what}…
    </p>
  );
}

/**
 * The habits and doses-taken parts of the day (features/habits, features/doses), composed here so
 * the tracking feature never imports them. Both save at once when tapped, apart from the form's
 * Save button. Habits are checked in for today; an earlier day's habits are on the Habits page.
 */
function HabitsAndDoses({ date }: { date: string }) {
  return (
    <div className="space-y-4">
      {date === localToday() ? (
        <Suspense fallback={<SectionLoading what="today’s habits" />}>
          <HabitsCheckIn heading="Habits" />
        </Suspense>
      ) : (
        <p className="text-sm text-muted">
          Habits for an earlier day are checked in on the <a href="/habits" className="underline">Habits page</a>.
        </p>
      )}
      <div className="rounded-2xl border border-border bg-surface p-4">
        <Suspense fallback={<SectionLoading what="the day’s doses" />}>
          <DosesTakenChecklist date={date} />
        </Suspense>
        <p className="mt-2 text-xs text-muted">Ticks save at once. Unticking marks a dose skipped.</p>
      </div>
    </div>
  );
}

/** /log, /dashboard/daily-tracking (protected): the day's form with the habits and doses sections. */
export default function DailyLogPage() {
  return (
    <div className="px-4 py-10">
      <DailyLogPanel extraSections={(date) => <HabitsAndDoses date={date} />} />
    </div>
  );
}
