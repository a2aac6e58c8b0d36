import { useState } from 'react';
import { moodScale, trackingLimits } from '@thrivewell/core/tracking/tracking-choices';
import { localToday } from '../../lib/device-time';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ChoiceGroup, moodFaces, oneToFive } from './choice-group';
import { SaveStatus } from '../../ui/save-status';
import { errorField } from './error-field';
import { TagPicker } from './tag-picker';
import { currentTime, entryMoment, useSaveMood } from './tracking-api';
import { useDraft } from './use-draft';

export const emotionSuggestions = ['Calm', 'Happy', 'Grateful', 'Hopeful', 'Tired', 'Stressed', 'Anxious', 'Sad', 'Irritable', 'Lonely'] as const;
export const activitySuggestions = ['Walk', 'Exercise', 'Friends', 'Family', 'Work', 'Reading', 'Good meal', 'Outdoors', 'Screen time', 'Meditation'] as const;

interface MoodDraft {
  value: number | null;
  energy: number | null;
  anxiety: number | null;
  emotions: string[];
  activities: string[];
  note: string;
  date: string;
  time: string;
}

const emptyDraft: MoodDraft = { value: null, energy: null, anxiety: null, emotions: [], activities: [], note: '', date: '', time: '' };
export const moodChoices = moodScale.map((m, i) => ({ value: m.value, label: m.label, icon: moodFaces[i] }));

/**
 * Two taps: a face, then Save. Details (energy, anxiety, emotions, activities, a note, another
 * day or time for back-filling) are optional and folded away. The draft is kept as it is typed.
 */
export function MoodEntryForm() {
  const [draft, update, clear] = useDraft<MoodDraft>('mood', emptyDraft);
  const save = useSaveMood();
  const [missing, setMissing] = useState(false);
  const problem = errorField(save.error);
  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);

  const submit = () => {
    if (draft.value === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const date = draft.date || localToday();
    const time = draft.time || currentTime();
    const label = `Mood: ${moodScale[draft.value - 1]!.label}, ${date} ${time}`;
    save.mutate(
      {
        body: { ...entryMoment(date, time), value: draft.value, energy: draft.energy, anxiety: draft.anxiety, emotions: draft.emotions, activities: draft.activities, note: draft.note.trim() || null },
        label,
      },
      { onSuccess: () => clear() },
    );
  };

  return (
    <form
      aria-labelledby="mood-form-heading"
      className="space-y-4 rounded-2xl border border-border bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="mood-form-heading" className="text-xl font-semibold">
        How are you feeling?
      </h2>
      <ChoiceGroup legend="Mood" choices={moodChoices} value={draft.value} onChange={(value) => update({ value })} size="lg" />
      {missing && (
        <p role="alert" className="text-sm font-medium text-danger">
          Pick how you feel first.
        </p>
      )}
      <details className="rounded-xl border border-border p-3">
        <summary className="cursor-pointer font-medium">Add details (optional)</summary>
        <div className="mt-4 space-y-4">
          <ChoiceGroup legend="Energy (1 low – 5 high)" choices={oneToFive} value={draft.energy} onChange={(energy) => update({ energy })} allowClear />
          <ChoiceGroup legend="Anxiety (1 calm – 5 very anxious)" choices={oneToFive} value={draft.anxiety} onChange={(anxiety) => update({ anxiety })} allowClear />
          <TagPicker legend="Emotions" suggestions={emotionSuggestions} value={draft.emotions} onChange={(emotions) => update({ emotions })} />
          <TagPicker legend="Activities" suggestions={activitySuggestions} value={draft.activities} onChange={(activities) => update({ activities })} />
          <div>
            <label htmlFor="mood-note" className="block text-sm font-medium">
              Note
            </label>
            <textarea
              id="mood-note"
              value={draft.note}
              maxLength={trackingLimits.noteMax}
              rows={3}
              aria-invalid={fieldError('note') ? true : undefined}
              onChange={(e) => update({ note: e.target.value })}
              className="mt-1.5 block w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink"
            />
            <p className="mt-1 text-xs text-muted">
              {draft.note.length}/{trackingLimits.noteMax}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="mood-date" label="Day" type="date" max={localToday()} min="1900-01-01" value={draft.date || localToday()} onChange={(e) => update({ date: e.target.value })} error={fieldError('localDate')} />
            <TextField id="mood-time" label="Time" type="time" value={draft.time || ''} hint="Leave empty for now" onChange={(e) => update({ time: e.target.value })} error={fieldError('recordedAt')} />
          </div>
        </div>
      </details>
      {problem && !problem.field && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem.message}
        </p>
      )}
      {problem?.field && !['note', 'localDate', 'recordedAt'].includes(problem.field) && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save mood'}
      </Button>
      <SaveStatus outcome={save.data} savedText="Mood saved." />
    </form>
  );
}
