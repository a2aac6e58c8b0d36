import { Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { canAddMedication, type MedicationDraft } from '@thrivewell/core/rules/onboarding-edits';
import { medicationFrequencyChoices } from '@thrivewell/core/copy/profile-choices';
import { profileLimits } from '@thrivewell/core/rules/profile-sections';
import { defaultMedicationType, medicationTypeValues, type MedicationTypeValue } from '@thrivewell/core/contracts/safety-contract';
import { Button } from '../../../ui/button';
import { controlClass, SelectField } from './form-parts';

/**
 * The 'add a medication' row: name (required), dosage and frequency (optional), type
 * (Prescription by default). Add Medication stays disabled until the trimmed name is non-empty
 * (P2-ONB-28..30, P2-CHO-04).
 */
export function MedicationAddRow({ idPrefix, onAdd }: { idPrefix: string; onAdd: (draft: MedicationDraft) => void }) {
  const [name, setName] = useState('');
  const [dosage, setDosage] = useState('');
  const [frequency, setFrequency] = useState<string | null>(null);
  const [type, setType] = useState<MedicationTypeValue>(defaultMedicationType);
  const ready = canAddMedication({ name });

  function add() {
    if (!ready) return;
    onAdd({ name, dosage, frequency: frequency ?? '', type });
    setName('');
    setDosage('');
    setFrequency(null);
    setType(defaultMedicationType);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  }

  return (
    <div className="space-y-4 rounded-xl border border-dashed border-border p-4">
      <p className="text-sm font-semibold text-ink">Add a medication</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${idPrefix}-med-name`} className="block text-sm font-medium text-ink">
            Medication name
          </label>
          <input
            id={`${idPrefix}-med-name`}
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={profileLimits.maxMedicationName}
            placeholder="e.g. Metformin"
            autoComplete="off"
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-med-dosage`} className="block text-sm font-medium text-ink">
            Dosage (optional)
          </label>
          <input
            id={`${idPrefix}-med-dosage`}
            type="text"
            value={dosage}
            onChange={(e) => setDosage(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={100}
            placeholder="e.g. 500 mg"
            autoComplete="off"
            className={controlClass}
          />
        </div>
        <SelectField
          id={`${idPrefix}-med-frequency`}
          label="Frequency (optional)"
          value={frequency}
          options={medicationFrequencyChoices}
          placeholder="Select frequency"
          onChange={setFrequency}
        />
        <SelectField id={`${idPrefix}-med-type`} label="Type" value={type} options={medicationTypeValues} onChange={(t) => setType(t ?? defaultMedicationType)} />
      </div>
      <Button onClick={add} disabled={!ready}>
        <Plus aria-hidden="true" className="size-4" />
        Add Medication
      </Button>
    </div>
  );
}
