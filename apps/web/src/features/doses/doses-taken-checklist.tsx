import { localToday } from '../../lib/device-time';
import { useDoseDay, useMarkDose } from './doses-api';

/**
 * The compact "doses taken" part of the daily log (/log): one checkbox per scheduled dose of the
 * day; ticking marks it taken, unticking marks it skipped.
 */
export function DosesTakenChecklist({ date = localToday() }: { date?: string }) {
  const day = useDoseDay(date);
  const mark = useMarkDose();
  if (day.isPending) return <p className="text-sm text-muted">Loading doses…</p>;
  if (day.isError) return <p className="text-sm text-danger">Doses could not be loaded.</p>;
  if (!day.data.doses.length) return <p className="text-sm text-muted">No scheduled doses on this day.</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">Doses taken</legend>
      {mark.isSuccess && mark.data === null && <p className="text-sm text-muted">Saved on this device — it will sync when you are back online.</p>}
      {mark.isError && (
        <p role="alert" className="text-sm text-danger">
          {mark.error.message}
        </p>
      )}
      <ul className="space-y-1">
        {day.data.doses.map((d) => {
          const taken = d.status === 'taken' || d.status === 'late';
          return (
            <li key={`${d.scheduleId}@${d.scheduledFor}`}>
              <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={taken}
                  disabled={mark.isPending}
                  onChange={(e) => mark.mutate({ scheduleId: d.scheduleId, scheduledFor: d.scheduledFor, status: e.target.checked ? 'taken' : 'skipped' })}
                />
                <span className="tabular-nums">{d.time}</span> {d.medicineName}
                {d.status === 'missed' && <span className="text-muted">(missed)</span>}
                {d.status === 'late' && <span className="text-muted">(late)</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
