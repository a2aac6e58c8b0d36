import { useState } from 'react';
import { parseDecimalInput } from '@thrivewell/core/contracts/profile-contract';
import { profileLimits as L } from '@thrivewell/core/rules/profile-sections';
import { fieldLookClass } from './form-parts';

/** Why a typed measure cannot be kept, or null when it can ('' is a cleared box: null). */
export function measureProblem(label: string, text: string, max: number, unit: string): string | null {
  if (text.trim() === '') return null;
  const value = parseDecimalInput(text);
  if (value === null || value < L.measureMin || value > max) return `${label} must be a number from ${L.measureMin} to ${max} ${unit}.`;
  return null;
}

interface MeasureFieldProps<U extends string> {
  id: string;
  label: string;
  value: number | null;
  unit: U;
  units: readonly U[];
  /** The largest value per unit (the schema's limits), shown under the box before typing. */
  maxByUnit: Record<U, number>;
  onValue: (value: number | null) => void;
  onUnit: (unit: U) => void;
}

/**
 * A decimal box (min 1, step 0.1) with its unit select beside it. Its range is shown before
 * typing; a value out of range (−5) or not a number stays in the box with a message and is
 * never passed on, so it can neither be saved nor turn into an empty value over the saved one.
 * The box takes the row's free width (the select has a fixed one), so at 390 px the typed
 * value is visible.
 */
export function MeasureField<U extends string>({ id, label, value, unit, units, maxByUnit, onValue, onUnit }: MeasureFieldProps<U>) {
  /** The typed text while it is not a value the profile can keep. */
  const [invalidText, setInvalidText] = useState<string | null>(null);
  const max = maxByUnit[unit];
  const problem = invalidText === null ? null : measureProblem(label, invalidText, max, unit);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function type(text: string) {
    if (measureProblem(label, text, max, unit) !== null) {
      setInvalidText(text);
      return;
    }
    setInvalidText(null);
    onValue(text.trim() === '' ? null : parseDecimalInput(text));
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={L.measureMin}
          max={max}
          step={L.measureStep}
          value={invalidText ?? value ?? ''}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => type(e.target.value)}
          className={`${fieldLookClass} min-w-0 flex-1`}
        />
        <label htmlFor={`${id}-unit`} className="sr-only">
          {`${label} unit`}
        </label>
        <select id={`${id}-unit`} value={unit} onChange={(e) => onUnit(e.target.value as U)} className={`${fieldLookClass} w-24 shrink-0`}>
          {units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {`${L.measureMin}–${max} ${unit}`}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
