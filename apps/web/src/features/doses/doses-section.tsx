import { Loader2 } from 'lucide-react';
import { AdherenceView } from './adherence-view';
import { useDoseSchedules } from './doses-api';
import { ScheduleEditor } from './schedule-editor';
import { SupplyNote } from './supply-note';
import { TodaysDoses } from './todays-doses';
import { FormMessage } from '../../ui/text-field';

/** Each medicine's schedule, folded: its name, the times and any refill warning, opened to edit. */
export function ScheduleList() {
  const schedules = useDoseSchedules();
  return (
    <section aria-labelledby="dose-schedules-heading" className="space-y-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="dose-schedules-heading" className="text-lg font-semibold text-ink">
        Dose schedules and supply
      </h2>
      {schedules.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading schedules…
        </p>
      ) : schedules.isError ? (
        <FormMessage tone="error">Schedules could not be loaded. {schedules.error.message}</FormMessage>
      ) : schedules.data.length === 0 ? (
        <p className="text-sm text-muted">No active medicines in your cabinet yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {schedules.data.map((s) => (
            <li key={s.id} className="py-2">
              <details>
                <summary className="cursor-pointer py-2">
                  <span className="font-medium text-ink">{s.medicineName}</span>{' '}
                  <span className="text-sm text-muted">{s.asNeeded ? 'as needed' : s.times.join(', ')}</span>
                  {s.understood.guessed && <span className="text-sm text-muted"> · times guessed, please check</span>}
                  {s.supply.refillSoon && <span className="text-sm font-semibold text-ink"> · refill soon</span>}
                </summary>
                <div className="space-y-3 pt-2">
                  <ScheduleEditor schedule={s} />
                </div>
              </details>
              {s.supply.refillSoon && (
                <div className="pb-2">
                  <SupplyNote schedule={s} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The doses section of the cabinet page (and any page that composes it): today's doses, the
 * schedules with their supply, and adherence.
 */
export default function DosesSection() {
  return (
    <div className="space-y-6">
      <TodaysDoses />
      <ScheduleList />
      <AdherenceView />
    </div>
  );
}
