import { addListEntry, removeListEntry } from '@thrivewell/core/rules/onboarding-edits';
import { approachPreferenceChoices, goalTimeframeLabels, healthGoalChoices } from '@thrivewell/core/copy/profile-choices';
import { pruneGoalTargets, type HealthGoals } from '@thrivewell/core/contracts/profile-schemas';
import { goalTimeframes } from '@thrivewell/core/rules/profile-sections';
import { EntryListField } from './entry-list-field';
import { FieldCard, SelectField } from './form-parts';
import { GoalTargetsFields } from './goal-targets-fields';

/**
 * Health Goals: primary goals, timeframe, the targets those goals call for, and approach
 * preferences (P2-ONB-41..47, P2-CHO-08/09). Targets of a goal that is removed are dropped.
 */
export function HealthGoalsForm({ idPrefix, value, onChange }: { idPrefix: string; value: HealthGoals; onChange: (next: HealthGoals) => void }) {
  const setPrimary = (primary: string[]) => {
    if (primary !== value.primary) onChange({ ...value, primary, specificTargets: pruneGoalTargets(primary, value.specificTargets) });
  };
  const setPreferences = (preferences: string[]) => {
    if (preferences !== value.preferences) onChange({ ...value, preferences });
  };
  return (
    <div className="space-y-4">
      <FieldCard title="Your goals" description="Choose what matters most to you right now.">
        <EntryListField
          id={`${idPrefix}-primary`}
          label="Health goals"
          items={value.primary}
          choices={healthGoalChoices}
          inputLabel="Other goal"
          addLabel="Add goal"
          placeholder="e.g. Run a half marathon"
          onAdd={(raw) => setPrimary(addListEntry(value.primary, raw))}
          onRemove={(entry) => setPrimary(removeListEntry(value.primary, entry))}
        />
        <SelectField
          id={`${idPrefix}-timeframe`}
          label="Timeframe"
          value={value.timeframe}
          options={goalTimeframes}
          labels={goalTimeframeLabels}
          placeholder="Select timeframe"
          onChange={(timeframe) => onChange({ ...value, timeframe })}
        />
      </FieldCard>
      <FieldCard title="Specific targets">
        <GoalTargetsFields idPrefix={idPrefix} primary={value.primary} value={value.specificTargets} onChange={(specificTargets) => onChange({ ...value, specificTargets })} />
      </FieldCard>
      <FieldCard title="How you like to work" description="The approaches that suit you best.">
        <EntryListField
          id={`${idPrefix}-preferences`}
          label="Approach preferences"
          items={value.preferences}
          choices={approachPreferenceChoices}
          inputLabel="Other approach"
          addLabel="Add approach"
          placeholder="e.g. Morning routines"
          onAdd={(raw) => setPreferences(addListEntry(value.preferences, raw))}
          onRemove={(entry) => setPreferences(removeListEntry(value.preferences, entry))}
        />
      </FieldCard>
    </div>
  );
}
