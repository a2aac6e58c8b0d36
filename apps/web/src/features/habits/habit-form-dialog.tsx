import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { useSessionDraft } from '../../lib/session-draft';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useCreateHabit, useUpdateHabit, type HabitBody, type HabitView } from './habits-api';
import { weekdayNames } from './habit-schedule';

interface Draft {
  name: string;
  kind: 'check' | 'measurable';
  target: string;
  unit: string;
  scheduleKind: 'daily' | 'weekdays' | 'times_per_week';
  days: number[];
  times: string;
  skipBudget: string;
}

const draftOf = (h?: HabitView): Draft => ({
  name: h?.name ?? '',
  kind: h?.kind ?? 'check',
  target: h?.target != null ? String(h.target) : '',
  unit: h?.unit ?? '',
  scheduleKind: h?.schedule.kind ?? 'daily',
  days: h?.schedule.kind === 'weekdays' ? h.schedule.days : [1, 2, 3, 4, 5],
  times: h?.schedule.kind === 'times_per_week' ? String(h.schedule.times) : '3',
  skipBudget: String(h?.skipBudget ?? 2),
});

const selectClass = 'block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink';

/** Create or edit a habit: name, done-or-amount, schedule (every day, chosen days, n a week), skips a month. */
export function HabitFormDialog({ open, onOpenChange, habit }: { open: boolean; onOpenChange: (open: boolean) => void; habit?: HabitView }) {
  const [draft, setDraft, clearDraft] = useSessionDraft<Draft>(`habit-draft:${habit?.id ?? 'new'}`, draftOf(habit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateHabit();
  const update = useUpdateHabit();
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const id = habit?.id ?? 'new';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = 'Give the habit a name.';
    if (draft.kind === 'measurable' && !(Number(draft.target) > 0)) found.target = 'A measurable habit needs a target above 0.';
    if (draft.scheduleKind === 'weekdays' && draft.days.length === 0) found.schedule = 'Choose at least one day.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const schedule: HabitBody['schedule'] =
      draft.scheduleKind === 'daily' ? { kind: 'daily' } : draft.scheduleKind === 'weekdays' ? { kind: 'weekdays', days: draft.days } : { kind: 'times_per_week', times: Number(draft.times) };
    const common = { name: draft.name, schedule, skipBudget: Number(draft.skipBudget) };
    const measurable = draft.kind === 'measurable' ? { target: Number(draft.target), unit: draft.unit || null } : { target: null, unit: null };
    try {
      if (habit) await update.mutateAsync({ id: habit.id, patch: { ...common, ...measurable } });
      else await create.mutateAsync({ ...common, ...measurable, kind: draft.kind });
      clearDraft();
      onOpenChange(false);
    } catch (err) {
      const field = err instanceof ApiError && err.field ? err.field.split('.')[0]! : 'form';
      setErrors({ [field]: err instanceof Error ? err.message : 'The habit could not be saved. Please try again.' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{habit ? 'Edit habit' : 'New habit'}</DialogTitle>
          <DialogDescription>What you do, and how often. What you type is kept until you save.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <TextField id={`${id}-name`} label="Name" value={draft.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} error={errors.name} placeholder="Evening walk" />
          {!habit && (
            <fieldset>
              <legend className="text-sm font-medium">How you track it</legend>
              <div className="mt-1.5 flex gap-4">
                {(['check', 'measurable'] as const).map((k) => (
                  <label key={k} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name={`${id}-kind`} checked={draft.kind === k} onChange={() => set({ kind: k })} />
                    {k === 'check' ? 'Done or not' : 'An amount (8 glasses)'}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {draft.kind === 'measurable' && (
            <div className="grid grid-cols-2 gap-3">
              <TextField id={`${id}-target`} label="Daily target" inputMode="decimal" value={draft.target} onChange={(e) => set({ target: e.target.value })} error={errors.target} />
              <TextField id={`${id}-unit`} label="Unit" value={draft.unit} maxLength={30} onChange={(e) => set({ unit: e.target.value })} error={errors.unit} placeholder="glasses" />
            </div>
          )}
          <div>
            <label htmlFor={`${id}-schedule`} className="block text-sm font-medium">
              Schedule
            </label>
            <select id={`${id}-schedule`} className={`${selectClass} mt-1.5`} value={draft.scheduleKind} onChange={(e) => set({ scheduleKind: e.target.value as Draft['scheduleKind'] })}>
              <option value="daily">Every day</option>
              <option value="weekdays">On chosen days</option>
              <option value="times_per_week">A number of times a week</option>
            </select>
          </div>
          {draft.scheduleKind === 'weekdays' && (
            <fieldset aria-describedby={errors.schedule ? `${id}-schedule-error` : undefined}>
              <legend className="text-sm font-medium">Days</legend>
              <div className="mt-1.5 flex flex-wrap gap-2">
                {weekdayNames.map((name, d) => (
                  <label key={name} className="flex min-h-11 items-center gap-1.5 rounded-lg border border-muted/70 px-2">
                    <input type="checkbox" checked={draft.days.includes(d)} onChange={(e) => set({ days: e.target.checked ? [...draft.days, d].sort() : draft.days.filter((x) => x !== d) })} />
                    {name.slice(0, 3)}
                  </label>
                ))}
              </div>
              {errors.schedule && <p id={`${id}-schedule-error`} className="mt-1.5 text-sm font-medium text-danger">{errors.schedule}</p>}
            </fieldset>
          )}
          {draft.scheduleKind === 'times_per_week' && (
            <div>
              <label htmlFor={`${id}-times`} className="block text-sm font-medium">
                Times a week
              </label>
              <select id={`${id}-times`} className={`${selectClass} mt-1.5`} value={draft.times} onChange={(e) => set({ times: e.target.value })}>
                {[1, 2, 3, 4, 5, 6, 7].map((n) => (
                  <option key={n} value={n}>{n}</option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-skips`} className="block text-sm font-medium">
              Skips a month that keep your streak
            </label>
            <select id={`${id}-skips`} className={`${selectClass} mt-1.5`} value={draft.skipBudget} onChange={(e) => set({ skipBudget: e.target.value })}>
              {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
                <option key={n} value={n}>{n}</option>
              ))}
            </select>
          </div>
          {errors.form && <p role="alert" className="text-sm font-medium text-danger">{errors.form}</p>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || update.isPending}>
              {habit ? 'Save changes' : 'Add habit'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
