import { parseDecimalInput } from '@thrivewell/core/contracts/profile-contract';
import type { SpecificTargets } from '@thrivewell/core/contracts/profile-schemas';
import { goalTargetsShown, profileLimits as L, weightMaxByUnit, weightUnits } from '@thrivewell/core/rules/profile-sections';
import { controlClass } from './form-parts';
import { MeasureField } from './measure-field';

interface GoalTargetsFieldsProps {
  idPrefix: string;
  primary: readonly string[];
  value: SpecificTargets;
  onChange: (next: SpecificTargets) => void;
}

/**
 * The specific targets of the chosen goals: target weight only with Lose or Gain weight,
 * fitness target only with Improve fitness, sleep target (4–12 h, half hours) only with
 * Better sleep; notes always (P2-ONB-43, P2-ONB-45..47).
 */
export function GoalTargetsFields({ idPrefix, primary, value, onChange }: GoalTargetsFieldsProps) {
  const shown = goalTargetsShown(primary);
  const set = (patch: Partial<SpecificTargets>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {shown.targetWeight && (
        <MeasureField
          id={`${idPrefix}-target-weight`}
          label="Target weight"
          value={value.targetWeight}
          unit={value.weightUnit}
          units={weightUnits}
          maxByUnit={weightMaxByUnit}
          onValue={(targetWeight) => set({ targetWeight })}
          onUnit={(weightUnit) => set({ weightUnit })}
        />
      )}
      {shown.fitnessTarget && (
        <div>
          <label htmlFor={`${idPrefix}-fitness-target`} className="block text-sm font-medium text-ink">
            Fitness target
          </label>
          <input
            id={`${idPrefix}-fitness-target`}
            type="text"
            value={value.fitnessTarget ?? ''}
            maxLength={200}
            placeholder="e.g. Run 5 km without stopping"
            onChange={(e) => set({ fitnessTarget: e.target.value || null })}
            className={controlClass}
          />
        </div>
      )}
      {shown.sleepTarget && (
        <div>
          <label htmlFor={`${idPrefix}-sleep-target`} className="block text-sm font-medium text-ink">
            Sleep target (hours per night)
          </label>
          <input
            id={`${idPrefix}-sleep-target`}
            type="number"
            inputMode="decimal"
            min={L.sleepTargetMin}
            max={L.sleepTargetMax}
            step={L.sleepStep}
            value={value.sleepTarget ?? ''}
            onChange={(e) => set({ sleepTarget: parseDecimalInput(e.target.value) })}
            className={controlClass}
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-notes`} className="block text-sm font-medium text-ink">
          Notes (optional)
        </label>
        <textarea
          id={`${idPrefix}-notes`}
          rows={3}
          value={value.notes ?? ''}
          maxLength={L.maxNotesLength}
          aria-describedby={`${idPrefix}-notes-limit`}
          onChange={(e) => set({ notes: e.target.value || null })}
          className={controlClass}
        />
        <p id={`${idPrefix}-notes-limit`} className="mt-1 text-sm text-muted">
          {`Up to ${L.maxNotesLength} characters · ${(value.notes ?? '').length}/${L.maxNotesLength}`}
        </p>
      </div>
    </div>
  );
}
