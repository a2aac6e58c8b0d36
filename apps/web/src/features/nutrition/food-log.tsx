import { useState } from 'react';
import { Link } from 'react-router';
import { addDays } from '@thrivewell/core/tracking/calendar-days';
import { ApiError } from '../../lib/api-client';
import { localToday } from '../../lib/device-time';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { AddFoodForm, selectClass } from './add-food-form';
import { TierBadge } from './tier-badge';
import { formatAmount, slotLabel, useDay, useDeleteEntry, useFoodDetail, useMealSlots, useSaveSlots, useUpdateEntry, type DayResponse, type LogEntry } from './nutrition-api';
import { LoadError } from '../../ui/load-error';

const dayLabel = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

/** Previous / next day, a date field and Today. */
export function DateNav({ date, onChange }: { date: string; onChange: (d: string) => void }) {
  const today = localToday();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button variant="secondary" onClick={() => onChange(addDays(date, -1))} aria-label="Previous day">
        ‹ Previous
      </Button>
      <div>
        <label htmlFor="food-log-date" className="block text-sm font-medium text-ink">
          Day
        </label>
        <input id="food-log-date" type="date" max={today} className={selectClass} value={date} onChange={(e) => e.target.value && onChange(e.target.value)} />
      </div>
      <Button variant="secondary" onClick={() => onChange(addDays(date, 1))} disabled={date >= today} aria-label="Next day">
        Next ›
      </Button>
      {date !== today && (
        <Button variant="ghost" onClick={() => onChange(today)}>
          Today
        </Button>
      )}
    </div>
  );
}

function EntryRow({ entry, slots }: { entry: LogEntry; slots: string[] }) {
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(String(entry.amount));
  const [unit, setUnit] = useState(entry.unit);
  const [slot, setSlot] = useState(entry.slot);
  const [error, setError] = useState('');
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const detail = useFoodDetail(editing ? entry.foodId : null);
  const units = ['g', 'oz', ...(detail.data?.measures.map((m) => m.label) ?? [])];
  if (!units.includes(entry.unit)) units.push(entry.unit);
  const idBase = `entry-${entry.id}`;

  const save = () => {
    const n = Number(amount.replace(',', '.'));
    if (!Number.isFinite(n) || n <= 0) {
      setError('A portion must be more than 0.');
      return;
    }
    setError('');
    update.mutate(
      { id: entry.id, patch: { amount: n, unit, slot } },
      { onSuccess: () => setEditing(false), onError: (e) => setError(e instanceof ApiError ? e.message : 'The change could not be saved.') },
    );
  };

  return (
    <li className="border-t border-border py-3 first:border-t-0">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{entry.foodName}</p>
          <p className="text-sm text-muted">
            {formatAmount(entry.amount)} {entry.unit}
            {entry.unit !== 'g' ? ` (${formatAmount(entry.grams)} g)` : ''} · {formatAmount(entry.nutrients.kcal ?? 0)} kcal
            {entry.nutrients.kcal === undefined ? ' (not on the label)' : ''}
          </p>
        </div>
        <TierBadge tier={entry.source.tier} label={entry.source.label} />
        <div className="flex gap-1">
          <Button variant="ghost" onClick={() => setEditing((e) => !e)} aria-expanded={editing} aria-label={`Edit ${entry.foodName}`}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => remove.mutate(entry.id)} disabled={remove.isPending} aria-label={`Delete ${entry.foodName}`}>
            Delete
          </Button>
        </div>
      </div>
      {editing && (
        <div className="mt-2 grid gap-2 rounded-xl bg-surface-2 p-3 sm:grid-cols-4">
          <div>
            <label htmlFor={`${idBase}-amount`} className="block text-sm font-medium">
              Amount
            </label>
            <input id={`${idBase}-amount`} inputMode="decimal" className={selectClass} value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${idBase}-error` : undefined} />
          </div>
          <div>
            <label htmlFor={`${idBase}-unit`} className="block text-sm font-medium">
              Unit
            </label>
            <select id={`${idBase}-unit`} className={selectClass} value={unit} onChange={(e) => setUnit(e.target.value)}>
              {units.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${idBase}-slot`} className="block text-sm font-medium">
              Meal
            </label>
            <select id={`${idBase}-slot`} className={selectClass} value={slot} onChange={(e) => setSlot(e.target.value)}>
              {[...new Set([...slots, entry.slot])].map((s) => (
                <option key={s} value={s}>
                  {slotLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end gap-2">
            <Button onClick={save} disabled={update.isPending}>
              Save
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
          {error && (
            <p id={`${idBase}-error`} role="alert" className="text-sm font-medium text-danger sm:col-span-4">
              {error}
            </p>
          )}
        </div>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-danger">
          {remove.error.message}
        </p>
      )}
    </li>
  );
}

/** The day's energy and macros against the targets, compact; the full table is on /dashboard/nutrition. */
export function DaySummary({ day }: { day: DayResponse }) {
  const keys = ['kcal', 'proteinG', 'carbsG', 'fiberG', 'sodiumMg'];
  const rows = day.targets.filter((t) => keys.includes(t.key));
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {rows.map((t) => (
        <li key={t.key}>
          <div className="flex justify-between text-sm">
            <span className="font-medium">{t.label}</span>
            <span className="text-muted">
              {t.atLeast ? 'at least ' : ''}
              {formatAmount(t.intake)} / {t.direction === 'at-most' ? '≤ ' : ''}
              {formatAmount(t.amount)} {t.unit}
            </span>
          </div>
          <ProgressBar label={`${t.label}: ${t.percent}% of ${t.direction === 'at-most' ? 'the limit' : 'the target'}`} value={Math.min(t.percent, 100)} valueText={`${t.percent}%`} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}

function CustomSlots({ custom }: { custom: string[] }) {
  const save = useSaveSlots();
  const [name, setName] = useState('');
  return (
    <details className="rounded-2xl border border-border bg-surface p-4">
      <summary className="cursor-pointer font-medium">Meal slots ({custom.length} of your own)</summary>
      <ul className="mt-3 flex flex-wrap gap-2">
        {custom.map((s) => (
          <li key={s} className="flex items-center gap-1 rounded-full bg-surface-2 pl-3 text-sm">
            {s}
            <button type="button" className="min-h-11 min-w-11 rounded-full" aria-label={`Remove the slot ${s}`} onClick={() => save.mutate(custom.filter((c) => c !== s))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) save.mutate([...custom, name.trim()], { onSuccess: () => setName('') });
        }}
      >
        <div>
          <label htmlFor="custom-slot-name" className="block text-sm font-medium">
            New meal slot
          </label>
          <input id="custom-slot-name" className={selectClass} maxLength={30} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Pre-workout" />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Add slot
        </Button>
      </form>
      {save.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {save.error.message}
        </p>
      )}
    </details>
  );
}

/** The food diary of one day: add foods, the day's meals by slot with edit and delete, a summary. */
export function FoodLog() {
  const [date, setDate] = useState(localToday);
  const day = useDay(date);
  const settings = useMealSlots();
  const slots = settings.data?.slots ?? ['breakfast', 'lunch', 'dinner', 'snack'];
  const kcal = day.data?.targets.find((t) => t.key === 'kcal');

  return (
    <section aria-labelledby="food-log-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="food-log-heading" className="text-xl font-semibold">
            Food log
          </h2>
          <p className="text-sm text-muted">{dayLabel(date)}</p>
        </div>
        <DateNav date={date} onChange={setDate} />
      </div>
      <AddFoodForm date={date} slots={slots} />
      {day.isPending && (
        <p role="status" className="text-muted">
          Loading the day…
        </p>
      )}
      {day.isError && (
        <LoadError message="The day could not be loaded." onRetry={() => void day.refetch()} />
      )}
      {day.data && (
        <>
          <div className="rounded-2xl border border-border bg-surface p-4">
            <h3 className="text-lg font-semibold">
              Day total: <span aria-live="polite">{formatAmount(kcal?.intake ?? 0)} kcal</span>
            </h3>
            <div className="mt-3">
              <DaySummary day={day.data} />
            </div>
            <p className="mt-3 text-sm">
              <Link to="/dashboard/nutrition" className="underline">
                All nutrients against your targets
              </Link>
              {' · '}
              <Link to="/dashboard/diet-progress" className="underline">
                Diet progress
              </Link>
            </p>
          </div>
          {day.data.slots
            .filter((s) => s.entries.length > 0 || !s.custom)
            .map((s) => (
              <section key={s.slot} aria-labelledby={`slot-${s.slot}`} className="rounded-2xl border border-border bg-surface p-4">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 id={`slot-${s.slot}`} className="text-lg font-semibold">
                    {slotLabel(s.slot)}
                  </h3>
                  <span className="text-sm text-muted">{formatAmount(s.totals.values.kcal ?? 0)} kcal</span>
                </div>
                {s.entries.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">Nothing logged.</p>
                ) : (
                  <ul className="mt-2">
                    {s.entries.map((e) => (
                      <EntryRow key={e.id} entry={e} slots={slots} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          {day.data.alignment.length > 0 && (
            <div className="rounded-2xl border border-warning/50 bg-warning-soft p-4">
              <h3 className="font-semibold text-ink">How the day fits your diet</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                {day.data.alignment.map((a, i) => (
                  <li key={i}>
                    <strong>{a.rule}:</strong> {a.message}
                    {a.foods.length > 0 && ` (${a.foods.join('; ')})`}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <CustomSlots custom={settings.data?.customSlots ?? []} />
    </section>
  );
}
