import { useState } from 'react';
import { trackingLimits } from '@thrivewell/core/tracking/tracking-choices';
import { Button } from '../../ui/button';
import { ChoiceGroup } from './choice-group';
import { moodChoices } from './mood-entry-form';
import { useUpdateMood, type MoodEntry } from './tracking-api';

/** Changing a saved mood entry in place: its mood and note. */
export function MoodEntryEdit({ entry, onDone }: { entry: MoodEntry; onDone: () => void }) {
  const [value, setValue] = useState<number | null>(entry.value);
  const [note, setNote] = useState(entry.note ?? '');
  const update = useUpdateMood();
  const noteId = `mood-edit-note-${entry.id}`;
  return (
    <form
      aria-label="Change this mood entry"
      className="w-full space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ id: entry.id, patch: { value: value ?? entry.value, note: note.trim() || null } }, { onSuccess: onDone });
      }}
    >
      <ChoiceGroup legend="Mood" choices={moodChoices} value={value} onChange={setValue} />
      <div>
        <label htmlFor={noteId} className="block text-sm font-medium">
          Note
        </label>
        <textarea id={noteId} rows={2} maxLength={trackingLimits.noteMax} value={note} onChange={(e) => setNote(e.target.value)} className="mt-1.5 block w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink" />
      </div>
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {update.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
