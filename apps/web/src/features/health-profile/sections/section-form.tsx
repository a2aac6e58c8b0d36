import { useId } from 'react';
import type { ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { DietForm } from './diet-form';
import { HealthGoalsForm } from './health-goals-form';
import { LifestyleForm } from './lifestyle-form';
import { MedicalHistoryForm } from './medical-history-form';
import { MedicationsForm } from './medications-form';
import { PersonalInfoForm } from './personal-info-form';
import { SymptomsForm } from './symptoms-form';

export interface SectionFormProps<K extends ProfileSectionId> {
  section: K;
  value: ProfileSectionData[K];
  onChange: (next: ProfileSectionData[K]) => void;
  /** Prefix of the inputs' ids; unique per form on the page (a generated one by default). */
  idPrefix?: string;
  /** Medications only: the user's medicine-cabinet entries (ids db_…), listed and marked, never saved from here. */
  storedMedications?: readonly Medication[];
}

type AnySectionForm = {
  [S in ProfileSectionId]: { section: S; value: ProfileSectionData[S]; onChange: (next: ProfileSectionData[S]) => void };
}[ProfileSectionId];

/**
 * The form of one profile section, fully controlled: it shows `value` and reports every edit
 * through `onChange`; saving is the caller's job (onboarding step, edit dialog, section page).
 */
export function SectionForm<K extends ProfileSectionId>({ section, value, onChange, idPrefix, storedMedications }: SectionFormProps<K>) {
  const generated = useId();
  const prefix = idPrefix ?? `section${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Re-typed as a union so `switch` narrows value and onChange together with section.
  const form = { section, value, onChange } as AnySectionForm;
  const id = `${prefix}-${section}`;
  switch (form.section) {
    case 'personalInfo':
      return <PersonalInfoForm idPrefix={id} value={form.value} onChange={form.onChange} />;
    case 'medicalHistory':
      return <MedicalHistoryForm idPrefix={id} value={form.value} onChange={form.onChange} />;
    case 'symptoms':
      return <SymptomsForm idPrefix={id} value={form.value} onChange={form.onChange} />;
    case 'medications':
      return <MedicationsForm idPrefix={id} value={form.value} onChange={form.onChange} storedMedications={storedMedications} />;
    case 'lifestyle':
      return <LifestyleForm idPrefix={id} value={form.value} onChange={form.onChange} />;
    case 'diet':
      return <DietForm idPrefix={id} value={form.value} onChange={form.onChange} />;
    case 'healthGoals':
      return <HealthGoalsForm idPrefix={id} value={form.value} onChange={form.onChange} />;
    default:
      return null;
  }
}
