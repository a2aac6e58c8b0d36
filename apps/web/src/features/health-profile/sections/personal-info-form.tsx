import { bmi } from '@thrivewell/core/bmi';
import { genderLabels } from '@thrivewell/core/profile-choices';
import { parseAgeInput, parseDecimalInput } from '@thrivewell/core/profile-contract';
import type { PersonalInfo } from '@thrivewell/core/profile-schemas';
import { genders, heightUnits, profileLimits as L, weightUnits } from '@thrivewell/core/profile-sections';
import { controlClass, FieldCard, SelectField } from './form-parts';

interface MeasureFieldProps<U extends string> {
  id: string;
  label: string;
  value: number | null;
  unit: U;
  units: readonly U[];
  onValue: (value: number | null) => void;
  onUnit: (unit: U) => void;
}

/** A decimal box (min 1, step 0.1) with its unit select beside it. */
function MeasureField<U extends string>({ id, label, value, unit, units, onValue, onUnit }: MeasureFieldProps<U>) {
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
          step={L.measureStep}
          value={value ?? ''}
          onChange={(e) => onValue(parseDecimalInput(e.target.value))}
          className={`${controlClass} min-w-0`}
        />
        <label htmlFor={`${id}-unit`} className="sr-only">
          {`${label} unit`}
        </label>
        <select id={`${id}-unit`} value={unit} onChange={(e) => onUnit(e.target.value as U)} className={`${controlClass} w-24 shrink-0`}>
          {units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Personal Information: age, gender, weight and height with units, and the BMI once both are set (P2-ONB-10..14). */
export function PersonalInfoForm({ idPrefix, value, onChange }: { idPrefix: string; value: PersonalInfo; onChange: (next: PersonalInfo) => void }) {
  const set = (patch: Partial<PersonalInfo>) => onChange({ ...value, ...patch });
  const bodyMassIndex = bmi(value);
  return (
    <FieldCard title="About you" description="Used to tailor insights to your age and body. You can change it any time.">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${idPrefix}-age`} className="block text-sm font-medium text-ink">
            Age
          </label>
          <input
            id={`${idPrefix}-age`}
            type="number"
            inputMode="numeric"
            min={L.ageMin}
            max={L.ageMax}
            step={1}
            value={value.age ?? ''}
            onChange={(e) => set({ age: parseAgeInput(e.target.value) })}
            className={controlClass}
          />
        </div>
        <SelectField id={`${idPrefix}-gender`} label="Gender" value={value.gender} options={genders} labels={genderLabels} placeholder="Select gender" onChange={(gender) => set({ gender })} />
        <MeasureField id={`${idPrefix}-weight`} label="Weight" value={value.weight} unit={value.weightUnit} units={weightUnits} onValue={(weight) => set({ weight })} onUnit={(weightUnit) => set({ weightUnit })} />
        <MeasureField id={`${idPrefix}-height`} label="Height" value={value.height} unit={value.heightUnit} units={heightUnits} onValue={(height) => set({ height })} onUnit={(heightUnit) => set({ heightUnit })} />
      </div>
      <div role="status" aria-live="polite">
        {bodyMassIndex !== null && (
          <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm text-ink">
            Your BMI: <strong className="text-base">{bodyMassIndex.toFixed(1)}</strong>
          </p>
        )}
      </div>
    </FieldCard>
  );
}
