import { moodScale } from '@thrivewell/core/tracking/tracking-choices';
import { Button } from '../../ui/button';
import { moodFaces } from './choice-group';
import { useDeleteEntry, type MoodEntry } from './tracking-api';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The day's mood entries, newest first, each with its details and a delete button. */
export function MoodEntriesList({ entries, emptyText }: { entries: readonly MoodEntry[]; emptyText: string }) {
  const remove = useDeleteEntry('mood');
  if (entries.length === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <ul className="space-y-2">
      {[...entries].reverse().map((entry) => {
        const label = moodScale[entry.value - 1]?.label ?? String(entry.value);
        return (
          <li key={entry.id} className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-border bg-surface p-3">
            <div>
              <p className="font-semibold">
                <span aria-hidden="true">{moodFaces[entry.value - 1]} </span>
                {label} <span className="font-normal text-muted">at {timeOf(entry.recordedAt)}</span>
              </p>
              {(entry.energy || entry.anxiety) && (
                <p className="text-sm">
                  {entry.energy ? `Energy ${entry.energy}/5` : ''}
                  {entry.energy && entry.anxiety ? ' · ' : ''}
                  {entry.anxiety ? `Anxiety ${entry.anxiety}/5` : ''}
                </p>
              )}
              {[...entry.emotions, ...entry.activities].length > 0 && <p className="text-sm">{[...entry.emotions, ...entry.activities].join(', ')}</p>}
              {entry.note && <p className="text-sm text-muted">{entry.note}</p>}
            </div>
            <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(entry.id)} aria-label={`Delete mood entry ${label} at ${timeOf(entry.recordedAt)}`}>
              Delete
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
