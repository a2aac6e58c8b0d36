import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/local-store';
import { storageKeys } from '../../lib/storage-keys';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/text-field';
import { SaveStatus } from '../../ui/save-status';
import { useRefill, useSaveSchedule, type DoseSchedule, type DoseScheduleBody } from './doses-api';
import { SupplyNote } from './supply-note';

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Draft {
  times: string[];
  weekdays: number[];
  everyDays: string;
  asNeeded: boolean;
  unitsPerDose: string;
  quantityOnHand: string;
  refillThresholdDays: string;
}

const draftOf = (s: DoseSchedule): Draft => ({
  times: s.times,
  weekdays: s.weekdays,
  everyDays: String(s.everyDays),
  asNeeded: s.asNeeded,
  unitsPerDose: String(s.unitsPerDose),
  quantityOnHand: s.quantityOnHand === null ? '' : String(s.quantityOnHand),
  refillThresholdDays: String(s.refillThresholdDays),
});

/** A number field's text as the API's number; an empty or non-numeric entry goes as-is so the server names the field. */
const num = (v: string): number => (v.trim() === '' ? Number.NaN : Number(v));

/**
 * One medicine's schedule: dose times, the days, as-needed, and the supply for refill warnings.
 * What is typed survives a reload (kept in this tab's storage until saved); the server's per-field
 * message shows under the field it names.
 */
export function ScheduleEditor({ schedule }: { schedule: DoseSchedule }) {
  const key = storageKeys.doseScheduleDraftPrefix + schedule.id;
  // Unsaved edits only (kept in this tab's storage); without any, the form shows the saved schedule
  // as it is now (a dose taken elsewhere changes the quantity on hand).
  const [edits, setEdits] = useState<Draft | null>(() => {
    try {
      const stored = readStored(key, 'session');
      return stored ? { ...draftOf(schedule), ...(JSON.parse(stored) as Partial<Draft>) } : null;
    } catch {
      return null;
    }
  });
  const draft = edits ?? draftOf(schedule);
  const save = useSaveSchedule();
  const refill = useRefill();
  const [refillQty, setRefillQty] = useState('');
  const [saved, setSaved] = useState<{ status: 'saved' | 'queued' } | undefined>(undefined);
  const id = (name: string) => `dose-${schedule.id}-${name}`;
  const setDraft = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setEdits(next);
    setSaved(undefined);
    writeStored(key, JSON.stringify(next), 'session');
  };
  const fieldError = (field: string) => (save.error instanceof ApiError && save.error.field?.split('.')[0] === field ? save.error.message : undefined);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = {
      times: draft.times,
      weekdays: draft.weekdays,
      everyDays: num(draft.everyDays),
      asNeeded: draft.asNeeded,
      timeZone: schedule.timeZone,
      unitsPerDose: num(draft.unitsPerDose),
      quantityOnHand: draft.quantityOnHand.trim() === '' ? null : num(draft.quantityOnHand),
      refillThresholdDays: num(draft.refillThresholdDays),
    } as DoseScheduleBody;
    const outcome = await save.mutateAsync({ id: schedule.id, body }).catch(() => null);
    if (outcome) {
      writeStored(key, null, 'session');
      setEdits(null);
      setSaved(outcome);
    }
  }

  const timesError = fieldError('times');
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label={`Schedule for ${schedule.medicineName}`}>
      <p className="text-sm text-muted">
        From “{schedule.frequency ?? 'no frequency'}”: {schedule.understood.explanation}
      </p>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" className="size-5" checked={draft.asNeeded} onChange={(e) => setDraft({ asNeeded: e.target.checked })} />
        Take as needed (no set times)
      </label>
      {!draft.asNeeded && (
        <fieldset className="space-y-2" aria-describedby={timesError ? id('times-error') : undefined}>
          <legend className="text-sm font-medium text-ink">Dose times</legend>
          <ul className="flex flex-wrap gap-2">
            {draft.times.map((t, i) => (
              <li key={i} className="flex items-center gap-1">
                <label htmlFor={id(`time-${i}`)} className="sr-only">{`Dose time ${i + 1}`}</label>
                <input
                  id={id(`time-${i}`)}
                  type="time"
                  value={t}
                  aria-invalid={timesError ? true : undefined}
                  onChange={(e) => setDraft({ times: draft.times.map((x, j) => (j === i ? e.target.value : x)) })}
                  className="min-h-11 rounded-lg border border-muted/70 bg-surface px-2 text-base text-ink"
                />
                <button type="button" className="inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2" aria-label={`Remove dose time ${i + 1}`} onClick={() => setDraft({ times: draft.times.filter((_, j) => j !== i) })}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setDraft({ times: [...draft.times, '12:00'] })}>
            <Plus aria-hidden="true" className="size-4" /> Add a time
          </Button>
          {timesError && (
            <p id={id('times-error')} className="text-sm font-medium text-danger">
              {timesError}
            </p>
          )}
        </fieldset>
      )}
      {!draft.asNeeded && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">Days (none ticked = every day)</legend>
          <div className="flex flex-wrap gap-3">
            {weekdayNames.map((name, d) => (
              <label key={name} className="flex items-center gap-1.5 text-sm text-ink">
                <input type="checkbox" className="size-5" checked={draft.weekdays.includes(d)} onChange={(e) => setDraft({ weekdays: e.target.checked ? [...draft.weekdays, d] : draft.weekdays.filter((x) => x !== d) })} />
                {name}
              </label>
            ))}
          </div>
          <TextField id={id('every')} label="Every how many days (2 = every other day)" type="number" inputMode="numeric" min={1} max={14} value={draft.everyDays} error={fieldError('everyDays')} onChange={(e) => setDraft({ everyDays: e.target.value })} className="max-w-xs" />
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField id={id('units')} label="Units per dose" type="number" inputMode="decimal" min={0} step="any" value={draft.unitsPerDose} error={fieldError('unitsPerDose')} onChange={(e) => setDraft({ unitsPerDose: e.target.value })} />
        <TextField id={id('quantity')} label="Quantity on hand" hint="Leave empty to not track supply" type="number" inputMode="decimal" min={0} step="any" value={draft.quantityOnHand} error={fieldError('quantityOnHand')} onChange={(e) => setDraft({ quantityOnHand: e.target.value })} />
        <TextField id={id('threshold')} label="Warn when days left are" type="number" inputMode="numeric" min={0} max={90} value={draft.refillThresholdDays} error={fieldError('refillThresholdDays')} onChange={(e) => setDraft({ refillThresholdDays: e.target.value })} />
      </div>
      {save.isError && !(save.error instanceof ApiError && save.error.field) && <FormMessage tone="error">{save.error.message}</FormMessage>}
      <SaveStatus outcome={saved} savedText="Schedule saved." />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save schedule'}
      </Button>
      <div className="space-y-2 border-t border-border pt-4">
        <SupplyNote schedule={schedule} />
        <div className="flex flex-wrap items-end gap-2">
          <TextField id={id('refill')} label="New pack: quantity" type="number" inputMode="decimal" min={0} step="any" value={refillQty} error={refill.error instanceof ApiError ? refill.error.message : undefined} onChange={(e) => setRefillQty(e.target.value)} className="max-w-[12rem]" />
          <Button variant="secondary" disabled={refill.isPending || refillQty.trim() === ''} onClick={() => void refill.mutateAsync({ id: schedule.id, quantity: num(refillQty) }).then(() => setRefillQty('')).catch(() => undefined)}>
            Record refill
          </Button>
        </div>
      </div>
    </form>
  );
}
