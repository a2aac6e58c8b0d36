import { useState } from 'react';
import { listedSymptoms, trackingLimits } from '@thrivewell/core/tracking/tracking-choices';
import { localToday } from '../../lib/device-time';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { RedFlagAlert } from './red-flag-alert';
import { SaveStatus } from '../../ui/save-status';
import { errorField } from './error-field';
import { SeveritySlider } from './severity-slider';
import { TagPicker } from './tag-picker';
import { currentTime, entryMoment, useSaveSymptom } from './tracking-api';
import { useDraft } from './use-draft';

export const triggerSuggestions = ['Stress', 'Poor sleep', 'Caffeine', 'Alcohol', 'Weather', 'Exercise', 'Food', 'Screen time'] as const;

interface SymptomDraft {
  symptom: string;
  severity: number;
  duration: string;
  triggers: string[];
  note: string;
  date: string;
  time: string;
}

const emptyDraft: SymptomDraft = { symptom: '', severity: 5, duration: '', triggers: [], note: '', date: '', time: '' };

/**
 * Quick add: pick a symptom (the spec's list or one's own), set the severity, save. Time,
 * duration, possible triggers and a note are optional. A red-flag entry is saved and answered
 * with the emergency advice, shown first.
 */
export function SymptomForm() {
  const [draft, update, clear] = useDraft<SymptomDraft>('symptom', emptyDraft);
  const save = useSaveSymptom();
  const [missing, setMissing] = useState(false);
  const problem = errorField(save.error);
  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);
  const emergency = save.data?.status === 'saved' ? save.data.value.emergency : null;
  const listed = listedSymptoms.some((s) => s === draft.symptom);

  const submit = () => {
    const symptom = draft.symptom.trim();
    if (!symptom) {
      setMissing(true);
      document.getElementById('symptom-custom')?.focus();
      return;
    }
    setMissing(false);
    const date = draft.date || localToday();
    const time = draft.time || currentTime();
    const duration = draft.duration.trim() === '' ? null : Number(draft.duration);
    save.mutate(
      {
        body: { ...entryMoment(date, time), symptom, severity: draft.severity, durationMinutes: duration, triggers: draft.triggers, note: draft.note.trim() || null },
        label: `${symptom} ${draft.severity}/10, ${date} ${time}`,
      },
      { onSuccess: () => clear() },
    );
  };

  return (
    <form
      aria-labelledby="symptom-form-heading"
      className="space-y-4 rounded-2xl border border-border bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="symptom-form-heading" className="text-xl font-semibold">
        Log a symptom
      </h2>
      {emergency && <RedFlagAlert emergency={emergency} />}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Symptom</legend>
        <div className="flex flex-wrap gap-2">
          {listedSymptoms.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={draft.symptom === name}
              onClick={() => update({ symptom: draft.symptom === name ? '' : name })}
              className={`min-h-10 rounded-full border px-3 text-sm ${draft.symptom === name ? 'border-brand bg-brand-soft font-semibold' : 'border-border bg-surface hover:bg-surface-2'}`}
            >
              {name}
            </button>
          ))}
        </div>
        <TextField
          id="symptom-custom"
          label="Or type another symptom"
          value={listed ? '' : draft.symptom}
          maxLength={trackingLimits.symptomMax}
          onChange={(e) => update({ symptom: e.target.value })}
          error={missing ? 'Pick a symptom or type one.' : fieldError('symptom')}
        />
      </fieldset>
      <SeveritySlider id="symptom-severity" label="Severity" value={draft.severity} onChange={(severity) => update({ severity })} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField id="symptom-date" label="Day" type="date" min="1900-01-01" max={localToday()} value={draft.date || localToday()} onChange={(e) => update({ date: e.target.value })} error={fieldError('localDate')} />
        <TextField id="symptom-time" label="Time" type="time" hint="Empty: now" value={draft.time} onChange={(e) => update({ time: e.target.value })} error={fieldError('recordedAt')} />
        <TextField id="symptom-duration" label="Duration (minutes)" type="number" inputMode="numeric" min={0} value={draft.duration} onChange={(e) => update({ duration: e.target.value })} error={fieldError('durationMinutes')} />
      </div>
      <TagPicker legend="Possible triggers" suggestions={triggerSuggestions} value={draft.triggers} onChange={(triggers) => update({ triggers })} />
      <div>
        <label htmlFor="symptom-note" className="block text-sm font-medium">
          Note
        </label>
        <textarea
          id="symptom-note"
          rows={3}
          maxLength={trackingLimits.noteMax}
          value={draft.note}
          aria-invalid={fieldError('note') ? true : undefined}
          onChange={(e) => update({ note: e.target.value })}
          className="mt-1.5 block w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink"
        />
      </div>
      {problem && !['symptom', 'durationMinutes', 'localDate', 'recordedAt'].includes(problem.field ?? '') && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save symptom'}
      </Button>
      <SaveStatus outcome={save.data} savedText="Symptom saved." />
    </form>
  );
}
