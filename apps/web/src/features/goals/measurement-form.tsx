import { useState, type FormEvent } from 'react';
import type { MeasurementBody } from '@thrivewell/core/contracts/goals-contract';
import { ApiError } from '../../lib/api-client';
import { localToday } from '../../lib/device-time';
import { useSessionDraft } from '../../lib/session-draft';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useLogMeasurement } from './goals-api';

type Kind = 'weight' | 'steps' | 'activity_minutes' | 'sleep_hours' | 'blood_pressure';
interface Draft {
  metric: Kind;
  value: string;
  unit: 'kg' | 'lbs';
  systolic: string;
  diastolic: string;
  localDate: string;
  note: string;
}

const kinds: { value: Kind; label: string }[] = [
  { value: 'weight', label: 'Weight' },
  { value: 'steps', label: 'Steps' },
  { value: 'activity_minutes', label: 'Activity minutes' },
  { value: 'sleep_hours', label: 'Sleep hours' },
  { value: 'blood_pressure', label: 'Blood pressure' },
];
const selectClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink';

/** Log a reading; the draft survives a failed save, and a retry with the same clientId is saved once. */
export function MeasurementForm() {
  const [draft, setDraft, clear] = useSessionDraft<Draft>('measurement-draft', { metric: 'weight', value: '', unit: 'kg', systolic: '', diastolic: '', localDate: localToday(), note: '' });
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const log = useLogMeasurement();
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved('');
    const num = (s: string) => (s.trim() === '' ? NaN : Number(s));
    const common = { localDate: draft.localDate, note: draft.note || null, clientId };
    const body = (draft.metric === 'blood_pressure' ? { ...common, metric: 'blood_pressure', systolic: num(draft.systolic), diastolic: num(draft.diastolic) } : { ...common, metric: draft.metric, value: num(draft.value), ...(draft.metric === 'weight' && { unit: draft.unit }) }) as MeasurementBody;
    const found: Record<string, string> = {};
    if (draft.metric === 'blood_pressure') {
      if (Number.isNaN(num(draft.systolic))) found.systolic = 'Enter the upper number.';
      if (Number.isNaN(num(draft.diastolic))) found.diastolic = 'Enter the lower number.';
    } else if (Number.isNaN(num(draft.value))) found.value = 'Enter a number.';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await log.mutateAsync(body);
      clear();
      setClientId(crypto.randomUUID());
      setSaved('Reading saved.');
    } catch (err) {
      const field = err instanceof ApiError && err.field ? err.field : 'form';
      setErrors({ [field]: err instanceof Error ? err.message : 'The reading could not be saved. Please try again.' });
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="log-reading-heading" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 id="log-reading-heading" className="text-lg font-semibold">
        Log a reading
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="reading-metric" className="block text-sm font-medium">
            What
          </label>
          <select id="reading-metric" className={selectClass} value={draft.metric} onChange={(e) => set({ metric: e.target.value as Kind })}>
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>{k.label}</option>
            ))}
          </select>
        </div>
        <TextField id="reading-date" label="Day" type="date" max={localToday()} min="1900-01-01" value={draft.localDate} onChange={(e) => set({ localDate: e.target.value })} error={errors.localDate} />
        {draft.metric === 'blood_pressure' ? (
          <>
            <TextField id="reading-systolic" label="Upper number (systolic, mmHg)" inputMode="numeric" value={draft.systolic} onChange={(e) => set({ systolic: e.target.value })} error={errors.systolic} />
            <TextField id="reading-diastolic" label="Lower number (diastolic, mmHg)" inputMode="numeric" value={draft.diastolic} onChange={(e) => set({ diastolic: e.target.value })} error={errors.diastolic} />
          </>
        ) : (
          <TextField id="reading-value" label={kinds.find((k) => k.value === draft.metric)!.label} inputMode="decimal" value={draft.value} onChange={(e) => set({ value: e.target.value })} error={errors.value} />
        )}
        {draft.metric === 'weight' && (
          <div>
            <label htmlFor="reading-unit" className="block text-sm font-medium">
              Unit
            </label>
            <select id="reading-unit" className={selectClass} value={draft.unit} onChange={(e) => set({ unit: e.target.value as Draft['unit'] })}>
              <option value="kg">kg</option>
              <option value="lbs">lbs</option>
            </select>
          </div>
        )}
        <TextField id="reading-note" className="sm:col-span-2" label="Note (optional)" maxLength={1000} value={draft.note} onChange={(e) => set({ note: e.target.value })} error={errors.note} />
      </div>
      {errors.form && <p role="alert" className="mt-3 text-sm font-medium text-danger">{errors.form}</p>}
      <div className="mt-4 flex items-center gap-3">
        <Button type="submit" disabled={log.isPending}>
          Save reading
        </Button>
        <p aria-live="polite" className="text-sm text-muted">
          {saved}
        </p>
      </div>
    </form>
  );
}
