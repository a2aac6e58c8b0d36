import { addMedicalHistoryEntry, removeListEntry, setNoConditions, type MedicalHistoryList } from '@thrivewell/core/rules/onboarding-edits';
import { allergyChoices, conditionChoices } from '@thrivewell/core/copy/profile-choices';
import type { MedicalHistory } from '@thrivewell/core/contracts/profile-schemas';
import { EntryListField } from './entry-list-field';
import { CheckboxField, FieldCard } from './form-parts';

interface ListCard {
  list: MedicalHistoryList;
  title: string;
  description: string;
  choices?: readonly string[];
  inputLabel: string;
  addLabel: string;
  placeholder: string;
}

const cards: ListCard[] = [
  {
    list: 'currentConditions',
    title: 'Current conditions',
    description: 'Conditions you are living with or being treated for now.',
    choices: conditionChoices,
    inputLabel: 'Other condition',
    addLabel: 'Add condition',
    placeholder: 'e.g. Migraine',
  },
  {
    list: 'chronicConditions',
    title: 'Chronic conditions',
    description: 'Long-term conditions, even when they are under control.',
    inputLabel: 'Chronic condition',
    addLabel: 'Add chronic condition',
    placeholder: 'e.g. Psoriasis',
  },
  {
    list: 'allergies',
    title: 'Allergies',
    description: 'Foods, medicines or anything else you react to.',
    choices: allergyChoices,
    inputLabel: 'Other allergy',
    addLabel: 'Add allergy',
    placeholder: 'e.g. Ibuprofen',
  },
  {
    list: 'familyHistory',
    title: 'Family history',
    description: 'Conditions that run in your close family.',
    inputLabel: 'Family history entry',
    addLabel: 'Add family history',
    placeholder: 'e.g. Heart disease (father)',
  },
];

/**
 * Medical History: four lists (conditions and allergies with their predefined choices) and the
 * 'no conditions or allergies' tick, which clears and hides them (P2-ONB-17..19, P2-CHO-01/02).
 */
export function MedicalHistoryForm({ idPrefix, value, onChange }: { idPrefix: string; value: MedicalHistory; onChange: (next: MedicalHistory) => void }) {
  const apply = (next: MedicalHistory) => {
    if (next !== value) onChange(next);
  };
  return (
    <div className="space-y-4">
      <CheckboxField id={`${idPrefix}-none`} label="I have no conditions or allergies" checked={value.noConditions} onChange={(checked) => apply(setNoConditions(value, checked))} />
      {!value.noConditions &&
        cards.map((card) => (
          <FieldCard key={card.list} title={card.title} description={card.description}>
            <EntryListField
              id={`${idPrefix}-${card.list}`}
              label={card.title}
              items={value[card.list]}
              choices={card.choices}
              inputLabel={card.inputLabel}
              addLabel={card.addLabel}
              placeholder={card.placeholder}
              onAdd={(raw) => apply(addMedicalHistoryEntry(value, card.list, raw))}
              onRemove={(entry) => apply({ ...value, [card.list]: removeListEntry(value[card.list], entry) })}
            />
          </FieldCard>
        ))}
    </div>
  );
}
