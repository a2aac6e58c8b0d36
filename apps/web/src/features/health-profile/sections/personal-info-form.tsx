import { bmi } from '@thrivewell/core/rules/bmi';
import { genderLabels } from '@thrivewell/core/copy/profile-choices';
import { parseAgeInput } from '@thrivewell/core/contracts/profile-contract';
import type { PersonalInfo } from '@thrivewell/core/contracts/profile-schemas';
import { genders, heightMaxByUnit, heightUnits, profileLimits as L, weightMaxByUnit, weightUnits } from '@thrivewell/core/rules/profile-sections';
import { controlClass, FieldCard, SelectField } from './form-parts';
import { MeasureField } from './measure-field';

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
        <MeasureField id={`${idPrefix}-weight`} label="Weight" value={value.weight} unit={value.weightUnit} units={weightUnits} maxByUnit={weightMaxByUnit} onValue={(weight) => set({ weight })} onUnit={(weightUnit) => set({ weightUnit })} />
        <MeasureField id={`${idPrefix}-height`} label="Height" value={value.height} unit={value.heightUnit} units={heightUnits} maxByUnit={heightMaxByUnit} onValue={(height) => set({ height })} onUnit={(heightUnit) => set({ heightUnit })} />
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
