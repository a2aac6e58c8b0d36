import { useState } from 'react';
import { trackingLimits } from '@thrivewell/core/tracking/tracking-choices';
import { Button } from '../../ui/button';
import { RedFlagAlert } from './red-flag-alert';
import { SeveritySlider } from './severity-slider';
import { useUpdateSymptom, type SymptomSaved } from './tracking-api';

type SymptomEntry = SymptomSaved['entry'];

/**
 * Changing a saved symptom entry in place: its severity and note. The change goes through the
 * same red-flag screen as a new entry, so raising chest pain to 8/10 shows the emergency advice.
 */
export function SymptomEntryEdit({ entry, onDone }: { entry: SymptomEntry; onDone: () => void }) {
  const [severity, setSeverity] = useState(entry.severity);
  const [note, setNote] = useState(entry.note ?? '');
  const update = useUpdateSymptom();
  const emergency = update.data?.emergency ?? null;
  const noteId = `symptom-edit-note-${entry.id}`;
  return (
    <form
      aria-label={`Change this ${entry.symptom} entry`}
      className="w-full space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ id: entry.id, patch: { severity, note: note.trim() || null } }, { onSuccess: (saved) => (saved.emergency ? undefined : onDone()) });
      }}
    >
      <SeveritySlider id={`symptom-edit-severity-${entry.id}`} label="Severity" value={severity} onChange={setSeverity} />
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
      {emergency && <RedFlagAlert emergency={emergency} />}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {emergency ? 'Close' : 'Cancel'}
        </Button>
      </div>
    </form>
  );
}
