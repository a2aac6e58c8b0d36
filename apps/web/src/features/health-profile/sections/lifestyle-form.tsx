import { lifestyleSummary, sleepGuidance, type LifestyleStatus } from '@thrivewell/core/rules/lifestyle-score';
import { activityLevelLabels, alcoholConsumptionLabels, exerciseFrequencyLabels, smokingStatusLabels } from '@thrivewell/core/copy/profile-choices';
import type { Lifestyle } from '@thrivewell/core/contracts/profile-schemas';
import {
  activityLevels,
  alcoholConsumptions,
  exerciseFrequencies,
  profileDefaults,
  profileLimits as L,
  smokingStatuses,
} from '@thrivewell/core/rules/profile-sections';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { FieldCard, SelectField, SliderField } from './form-parts';

const statusText: Record<LifestyleStatus, { label: string; tone: BadgeTone }> = {
  good: { label: 'Good', tone: 'success' },
  moderate: { label: 'Moderate', tone: 'warning' },
  'needs-attention': { label: 'Needs attention', tone: 'danger' },
};

/** The lifestyle score and its status, once exercise, sleep or stress is set (P2-SCORE-20). */
function LifestyleScoreLine({ value }: { value: Lifestyle }) {
  const summary = lifestyleSummary(value);
  return (
    <div role="status" aria-live="polite">
      {summary && (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-soft px-4 py-3 text-sm text-ink">
          Lifestyle score: <strong className="text-base">{summary.score}/100</strong>
          <Badge tone={statusText[summary.status].tone}>{statusText[summary.status].label}</Badge>
        </p>
      )}
    </div>
  );
}

/**
 * Lifestyle: exercise, activity, sleep (3–12 h, 8 by default), stress (1–10, 5 by default),
 * smoking and alcohol, with the lifestyle score (P2-ONB-33..38, P2-SCORE-20/21). The sliders
 * show their defaults; the first edit stores them as shown.
 */
export function LifestyleForm({ idPrefix, value, onChange }: { idPrefix: string; value: Lifestyle; onChange: (next: Lifestyle) => void }) {
  const sleepHours = value.sleepHours ?? profileDefaults.sleepHours;
  const stressLevel = value.stressLevel ?? profileDefaults.stressLevel;
  const set = (patch: Partial<Lifestyle>) => onChange({ ...value, sleepHours, stressLevel, ...patch });
  return (
    <FieldCard title="Your daily habits" description="Activity, sleep and stress shape most of your wellness score.">
      <LifestyleScoreLine value={value} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-exercise`}
          label="Exercise frequency"
          value={value.exerciseFrequency}
          options={exerciseFrequencies}
          labels={exerciseFrequencyLabels}
          placeholder="Select exercise frequency"
          onChange={(exerciseFrequency) => set({ exerciseFrequency })}
        />
        <SelectField
          id={`${idPrefix}-activity`}
          label="Activity level"
          value={value.activityLevel}
          options={activityLevels}
          labels={activityLevelLabels}
          placeholder="Select activity level"
          onChange={(activityLevel) => set({ activityLevel })}
        />
        <SliderField
          id={`${idPrefix}-sleep`}
          label="Sleep per night"
          value={sleepHours}
          min={L.sleepHoursMin}
          max={L.sleepHoursMax}
          step={L.sleepStep}
          valueText={`${sleepHours} hours`}
          hint={sleepGuidance}
          onChange={(h) => set({ sleepHours: h })}
        />
        <SliderField
          id={`${idPrefix}-stress`}
          label="Stress level"
          value={stressLevel}
          min={L.stressMin}
          max={L.stressMax}
          valueText={`${stressLevel} out of 10`}
          hint="1 is very relaxed, 10 is extremely stressed."
          onChange={(n) => set({ stressLevel: n })}
        />
        <SelectField
          id={`${idPrefix}-smoking`}
          label="Smoking"
          value={value.smokingStatus}
          options={smokingStatuses}
          labels={smokingStatusLabels}
          placeholder="Select smoking status"
          onChange={(smokingStatus) => set({ smokingStatus })}
        />
        <SelectField
          id={`${idPrefix}-alcohol`}
          label="Alcohol"
          value={value.alcoholConsumption}
          options={alcoholConsumptions}
          labels={alcoholConsumptionLabels}
          placeholder="Select alcohol consumption"
          onChange={(alcoholConsumption) => set({ alcoholConsumption })}
        />
      </div>
    </FieldCard>
  );
}
