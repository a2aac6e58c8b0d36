import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { listedSymptoms, mealSlots, trackingLimits } from '@thrivewell/core/tracking/tracking-choices';
import { localToday } from '../../lib/device-time';
import { readStored } from '../../lib/local-store';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ChoiceGroup, oneToFive } from './choice-group';
import { draftFromLog, emptyLogDraft, saveDay, type DailyLogDraft } from './daily-log-save';
import { moodChoices } from './mood-entry-form';
import { RedFlagAlert } from './red-flag-alert';
import { errorField } from './error-field';
import { SeveritySlider } from './severity-slider';
import { TagPicker } from './tag-picker';
import { trackingKeys, useTrackingDay } from './tracking-api';
import { useDraft } from './use-draft';
import { WaterCounter } from './water-counter';

export const factorSuggestions = ['Alcohol', 'Caffeine after 2 pm', 'Late meal', 'Exercise', 'Time outdoors', 'Screens before bed', 'Unwell', 'Travel'] as const;
const oneToTen = Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
const quickSymptoms = listedSymptoms.slice(0, 8);
const slotNames: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snacks' };

/**
 * The daily log: one quick form for a day (today by default) — mood, sleep, energy, stress,
 * water, meals, quick symptoms, factors and a note — meant to take under 30 seconds. Each day's
 * form is kept as a draft while typed. `extraSections` is where the route adds the sections other
 * features own (habits, doses taken) without this feature importing them.
 */
export function DailyLogForm({ extraSections }: { extraSections?: (date: string) => ReactNode }) {
  const today = localToday();
  const [date, setDate] = useState(today);
  const draftName = `log_${date}`;
  const [draft, update, clear] = useDraft<DailyLogDraft>(draftName, emptyLogDraft);
  const day = useTrackingDay(date);
  const client = useQueryClient();

  // A day saved before fills the form, unless a draft of that day is waiting.
  const saved = day.data?.log;
  useEffect(() => {
    if (saved && !readStored(`tracking_draft_${draftName}`)) update(draftFromLog(saved));
  }, [saved, draftName, update]);

  const save = useMutation({
    // 'always': the save runs offline too, so it reaches the offline queue instead of pausing.
    networkMode: 'always',
    mutationFn: () => saveDay(date, draft, date === today),
    onSuccess: () => {
      clear();
      void client.invalidateQueries({ queryKey: trackingKeys.all });
    },
  });
  const problem = errorField(save.error);
  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);
  const moodToday = day.data?.mood ?? [];

  return (
    <form
      aria-labelledby="log-heading"
      className="space-y-6 rounded-2xl border border-border bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="log-heading" className="text-xl font-semibold">
          {date === today ? 'Today' : date}
        </h2>
        <TextField id="log-date" label="Day" type="date" min="1900-01-01" max={today} value={date} onChange={(e) => e.target.value && setDate(e.target.value)} error={fieldError('localDate')} />
      </div>
      {day.isError && (
        <p role="alert" className="text-sm text-danger">
          {day.error.message} You can still fill in the form; it is kept on this device.
        </p>
      )}
      {save.data?.emergencies.map((emergency) => (
        <RedFlagAlert key={emergency.category} emergency={emergency} />
      ))}

      <ChoiceGroup legend="Mood" choices={moodChoices} value={draft.mood} onChange={(mood) => update({ mood })} allowClear size="lg" hint={moodToday.length > 0 ? `Already logged ${moodToday.length} mood ${moodToday.length === 1 ? 'entry' : 'entries'} this day; a new one is added.` : undefined} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="log-sleep-hours" label="Sleep (hours)" type="number" inputMode="decimal" min={0} max={24} step={0.5} value={draft.sleepHours} onChange={(e) => update({ sleepHours: e.target.value })} error={fieldError('sleepHours')} />
        <WaterCounter value={draft.water} onChange={(water) => update({ water })} />
      </div>
      <ChoiceGroup legend="Sleep quality (1 poor – 5 great)" choices={oneToFive} value={draft.sleepQuality} onChange={(sleepQuality) => update({ sleepQuality })} allowClear />
      <ChoiceGroup legend="Energy (1 low – 5 high)" choices={oneToFive} value={draft.energy} onChange={(energy) => update({ energy })} allowClear />
      <ChoiceGroup legend="Stress (1 none – 10 extreme)" choices={oneToTen} value={draft.stress} onChange={(stress) => update({ stress })} allowClear />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Meals</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {mealSlots.map((slot) => (
            <TextField key={slot} id={`log-meal-${slot}`} label={slotNames[slot]!} value={draft.meals[slot] ?? ''} maxLength={trackingLimits.mealTextMax} onChange={(e) => update((d) => ({ ...d, meals: { ...d.meals, [slot]: e.target.value } }))} />
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Symptoms</legend>
        <div className="flex flex-wrap gap-2">
          {quickSymptoms.map((name) => {
            const on = draft.symptoms[name] !== undefined;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={on}
                onClick={() =>
                  update((d) => {
                    const symptoms = { ...d.symptoms };
                    if (on) delete symptoms[name];
                    else symptoms[name] = 3;
                    return { ...d, symptoms };
                  })
                }
                className={`min-h-10 rounded-full border px-3 text-sm ${on ? 'border-brand bg-brand-soft font-semibold' : 'border-border bg-surface hover:bg-surface-2'}`}
              >
                {name}
              </button>
            );
          })}
        </div>
        {Object.entries(draft.symptoms).map(([name, severity]) => (
          <SeveritySlider key={name} id={`log-severity-${name.replace(/\s+/g, '-').toLowerCase()}`} label={`${name} severity`} value={severity} onChange={(value) => update((d) => ({ ...d, symptoms: { ...d.symptoms, [name]: value } }))} />
        ))}
      </fieldset>

      <TagPicker legend="Factors" suggestions={factorSuggestions} value={draft.factors} onChange={(factors) => update({ factors })} />

      {/* Integration point: the route adds the habits and doses-taken sections here (features/habits, features/doses). */}
      {extraSections?.(date)}

      <div>
        <label htmlFor="log-note" className="block text-sm font-medium">
          Note
        </label>
        <textarea id="log-note" rows={3} maxLength={trackingLimits.noteMax} value={draft.note} aria-invalid={fieldError('note') ? true : undefined} onChange={(e) => update({ note: e.target.value })} className="mt-1.5 block w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink" />
      </div>

      {problem && !['localDate', 'sleepHours'].includes(problem.field ?? '') && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save day'}
      </Button>
      <p role="status" className="min-h-6 text-sm font-medium">
        {save.data && (save.data.queued ? 'Saved on this device — will sync when you are back online.' : 'Day saved.')}
      </p>
    </form>
  );
}
