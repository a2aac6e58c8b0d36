import { addListEntry, removeListEntry } from '@thrivewell/core/rules/onboarding-edits';
import { dietaryRestrictionChoices, dietTypeLabels, foodPreferenceChoices, nutritionGoalChoices } from '@thrivewell/core/copy/profile-choices';
import type { Diet } from '@thrivewell/core/contracts/profile-schemas';
import { dietTypes } from '@thrivewell/core/rules/profile-sections';
import { EntryListField } from './entry-list-field';
import { FieldCard, SelectField } from './form-parts';

type DietList = 'restrictions' | 'preferences' | 'goals';

const lists: { list: DietList; title: string; choices: readonly string[]; inputLabel: string; addLabel: string; placeholder: string }[] = [
  { list: 'restrictions', title: 'Dietary restrictions', choices: dietaryRestrictionChoices, inputLabel: 'Other restriction', addLabel: 'Add restriction', placeholder: 'e.g. No pork' },
  { list: 'preferences', title: 'Food preferences', choices: foodPreferenceChoices, inputLabel: 'Other preference', addLabel: 'Add preference', placeholder: 'e.g. Asian cuisine' },
  { list: 'goals', title: 'Nutrition goals', choices: nutritionGoalChoices, inputLabel: 'Other nutrition goal', addLabel: 'Add nutrition goal', placeholder: 'e.g. Eat more fibre' },
];

/** Diet & Nutrition: diet type, restrictions, food preferences and nutrition goals (P2-ONB-39/40, P2-CHO-05..07). */
export function DietForm({ idPrefix, value, onChange }: { idPrefix: string; value: Diet; onChange: (next: Diet) => void }) {
  const setList = (list: DietList, next: string[]) => {
    if (next !== value[list]) onChange({ ...value, [list]: next });
  };
  return (
    <div className="space-y-4">
      <FieldCard title="Your diet">
        <SelectField id={`${idPrefix}-type`} label="Diet type" value={value.type} options={dietTypes} labels={dietTypeLabels} placeholder="Select diet type" onChange={(type) => onChange({ ...value, type })} />
      </FieldCard>
      {lists.map((l) => (
        <FieldCard key={l.list} title={l.title}>
          <EntryListField
            id={`${idPrefix}-${l.list}`}
            label={l.title}
            items={value[l.list]}
            choices={l.choices}
            inputLabel={l.inputLabel}
            addLabel={l.addLabel}
            placeholder={l.placeholder}
            onAdd={(raw) => setList(l.list, addListEntry(value[l.list], raw))}
            onRemove={(entry) => setList(l.list, removeListEntry(value[l.list], entry))}
          />
        </FieldCard>
      ))}
    </div>
  );
}
