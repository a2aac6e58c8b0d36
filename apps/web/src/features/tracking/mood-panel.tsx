import { Loader2 } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { addDays } from '@thrivewell/core/tracking/calendar-days';
import { localToday } from '../../lib/device-time';
import { MoodCalendar } from './mood-calendar';
import { MoodEntriesList } from './mood-entries-list';
import { MoodEntryForm } from './mood-entry-form';
import { PendingSaves } from './pending-saves';
import { useMoodRange, useTrackingSync } from './tracking-api';
import { WeekdayAverage } from './weekday-average';
import { YearInPixels } from './year-in-pixels';
import { LoadError } from '../../ui/load-error';

/** The mood page: the two-tap entry, today's entries, the month, the year in pixels and weekdays. */
export function MoodPanel() {
  useTrackingSync();
  const today = localToday();
  const year = Number(today.slice(0, 4));
  // One call for the last 366 days feeds the calendar, the year and the weekday averages.
  const from = addDays(today, -365);
  const range = useMoodRange(from, today);
  const entries = useMemo(() => range.data?.entries ?? [], [range.data]);
  const todays = entries.filter((e) => e.localDate === today);
  // The month, the year and the weekdays render as a deferred value (a transition, in slices that
  // yield to the browser), so a year of entries never holds the page in one long task.
  const summaryEntries = useDeferredValue(entries);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="space-y-6">
        <PendingSaves />
        <MoodEntryForm />
        <section aria-labelledby="today-mood-heading" className="space-y-3">
          <h2 id="today-mood-heading" className="text-xl font-semibold">
            Today
          </h2>
          {range.isPending ? (
            <p role="status" className="flex items-center gap-2 text-muted">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your entries...
            </p>
          ) : (
            <MoodEntriesList entries={todays} emptyText="No mood logged today yet." />
          )}
        </section>
      </div>
      <div className="space-y-8">
        {range.isError ? (
          <LoadError message={range.error.message} onRetry={() => void range.refetch()} />
        ) : (
          <>
            <MoodCalendar entries={summaryEntries} initialYear={year} initialMonth={Number(today.slice(5, 7))} />
            <YearInPixels entries={summaryEntries} year={year} />
            <WeekdayAverage entries={summaryEntries} />
          </>
        )}
      </div>
    </div>
  );
}
