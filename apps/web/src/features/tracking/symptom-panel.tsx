import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { addDays } from '@thrivewell/core/tracking/calendar-days';
import { severityWord } from '@thrivewell/core/tracking/tracking-choices';
import { localToday } from '../../lib/device-time';
import { Button } from '../../ui/button';
import { PendingSaves } from './pending-saves';
import { SymptomEntryEdit } from './symptom-entry-edit';
import { SymptomForm } from './symptom-form';
import { SymptomTrend } from './symptom-trend';
import { useDeleteEntry, useSymptomRange, useTrackingSync } from './tracking-api';
import { LoadError } from '../../ui/load-error';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The symptoms page: quick add with the red-flag advice, recent entries and a trend per symptom. */
export function SymptomPanel() {
  useTrackingSync();
  const today = localToday();
  const range = useSymptomRange(addDays(today, -89), today);
  const remove = useDeleteEntry('symptoms');
  const [editing, setEditing] = useState<string | null>(null);
  const entries = range.data?.entries ?? [];
  const recent = [...entries].reverse().slice(0, 20);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <div className="space-y-6">
        <PendingSaves />
        <SymptomForm />
      </div>
      <div className="space-y-8">
        {range.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your symptoms...
          </p>
        ) : range.isError ? (
          <LoadError message={range.error.message} onRetry={() => void range.refetch()} />
        ) : (
          <>
            <section aria-labelledby="symptom-trend-heading" className="space-y-3">
              <h2 id="symptom-trend-heading" className="text-xl font-semibold">
                Trend (last 90 days)
              </h2>
              <SymptomTrend entries={entries} />
            </section>
            <section aria-labelledby="symptom-recent-heading" className="space-y-3">
              <h2 id="symptom-recent-heading" className="text-xl font-semibold">
                Recent entries
              </h2>
              {recent.length === 0 ? (
                <p className="text-muted">No symptoms logged in the last 90 days.</p>
              ) : (
                <ul className="space-y-2">
                  {recent.map((e) => (
                    <li key={e.id} className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-border bg-surface p-3">
                      {editing === e.id ? (
                        <SymptomEntryEdit entry={e} onDone={() => setEditing(null)} />
                      ) : (
                        <>
                          <div>
                            <p className="font-semibold">
                              {e.symptom}: {e.severity}/10 <span className="font-normal">({severityWord(e.severity)})</span>
                            </p>
                            <p className="text-sm text-muted">
                              {e.localDate} at {timeOf(e.recordedAt)}
                              {e.durationMinutes != null ? ` · ${e.durationMinutes} min` : ''}
                              {e.triggers.length > 0 ? ` · ${e.triggers.join(', ')}` : ''}
                            </p>
                            {e.note && <p className="text-sm">{e.note}</p>}
                          </div>
                          <div className="flex gap-1">
                            <Button variant="ghost" onClick={() => setEditing(e.id)} aria-label={`Edit ${e.symptom} entry of ${e.localDate} at ${timeOf(e.recordedAt)}`}>
                              Edit
                            </Button>
                            <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(e.id)} aria-label={`Delete ${e.symptom} entry of ${e.localDate} at ${timeOf(e.recordedAt)}`}>
                              Delete
                            </Button>
                          </div>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
