import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { useSessionDraft } from '../../lib/session-draft';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCreateGoal } from './goals-api';
import { metricLabels } from './metric-labels';

interface Draft {
  title: string;
  metric: '' | 'weight' | 'steps' | 'activity_minutes' | 'sleep_hours' | 'bp_systolic';
  target: string;
  unit: 'kg' | 'lbs';
  direction: 'decrease' | 'increase' | 'reach';
  dueDate: string;
}
const empty: Draft = { title: '', metric: '', target: '', unit: 'kg', direction: 'decrease', dueDate: '' };
const selectClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink';

/** A goal of the person's own: with a measured target, or in words. */
export function GoalForm() {
  const [draft, setDraft, clear] = useSessionDraft<Draft>('goal-draft', empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateGoal();
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = 'Give the goal a title.';
    if (draft.metric && draft.target.trim() === '') found.target = 'A measured goal needs a target.';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await create.mutateAsync({
        title: draft.title,
        ...(draft.metric && { metric: draft.metric, target: Number(draft.target), direction: draft.direction, ...(draft.metric === 'weight' && { unit: draft.unit }) }),
        ...(draft.dueDate && { dueDate: draft.dueDate }),
      });
      clear();
    } catch (err) {
      setErrors({ [err instanceof ApiError && err.field ? err.field : 'form']: err instanceof Error ? err.message : 'The goal could not be saved.' });
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-goal-heading" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 id="new-goal-heading" className="text-lg font-semibold">
        Add a goal of your own
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField id="goal-title" className="sm:col-span-2" label="Goal" maxLength={120} value={draft.title} onChange={(e) => set({ title: e.target.value })} error={errors.title} placeholder="Walk 8,000 steps a day" />
        <div>
          <label htmlFor="goal-metric" className="block text-sm font-medium">
            Measured by
          </label>
          <select id="goal-metric" className={selectClass} value={draft.metric} onChange={(e) => set({ metric: e.target.value as Draft['metric'] })}>
            <option value="">Nothing (a goal in words)</option>
            {(['weight', 'steps', 'activity_minutes', 'sleep_hours', 'bp_systolic'] as const).map((m) => (
              <option key={m} value={m}>{metricLabels[m]}</option>
            ))}
          </select>
        </div>
        <TextField id="goal-due" label="By (optional)" type="date" min="1900-01-01" value={draft.dueDate} onChange={(e) => set({ dueDate: e.target.value })} error={errors.dueDate} />
        {draft.metric && (
          <>
            <TextField id="goal-target" label="Target" inputMode="decimal" value={draft.target} onChange={(e) => set({ target: e.target.value })} error={errors.target} />
            <div>
              <label htmlFor="goal-direction" className="block text-sm font-medium">
                Direction
              </label>
              <select id="goal-direction" className={selectClass} value={draft.direction} onChange={(e) => set({ direction: e.target.value as Draft['direction'] })}>
                <option value="decrease">Bring it down</option>
                <option value="increase">Bring it up</option>
                <option value="reach">Reach and hold</option>
              </select>
            </div>
            {draft.metric === 'weight' && (
              <div>
                <label htmlFor="goal-unit" className="block text-sm font-medium">
                  Unit
                </label>
                <select id="goal-unit" className={selectClass} value={draft.unit} onChange={(e) => set({ unit: e.target.value as Draft['unit'] })}>
                  <option value="kg">kg</option>
                  <option value="lbs">lbs</option>
                </select>
              </div>
            )}
          </>
        )}
      </div>
      {errors.form && <p role="alert" className="mt-3 text-sm font-medium text-danger">{errors.form}</p>}
      {errors.direction && <p role="alert" className="mt-3 text-sm font-medium text-danger">{errors.direction}</p>}
      <Button type="submit" className="mt-4" disabled={create.isPending}>
        Add goal
      </Button>
    </form>
  );
}
