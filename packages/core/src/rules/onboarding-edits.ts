/**
 * Field edits of the onboarding steps and the profile editor (spec part 2 §4, §5;
 * P2-ONB-18..32, P2-ONB-48): free-text lists, the "none" toggles, symptoms with their severity
 * and frequency, and medications. Each function returns a new section value; an edit that is
 * ignored (empty or duplicate entry) returns the same object, so callers can skip the
 * unsaved-changes flag.
 */
import { profileDefaults, type SymptomFrequency } from './profile-sections';
import type { MedicalHistory, Medication, Medications, Symptoms } from '../contracts/profile-schemas';
import { defaultMedicationType, type MedicationTypeValue } from '../contracts/safety-contract';

/** P2-ONB-48: trimmed; ignored when empty or already in the list (ignoring case). */
export function addListEntry(list: readonly string[], raw: string): string[] {
  const entry = raw.trim();
  if (!entry || list.some((e) => e.toLowerCase() === entry.toLowerCase())) return list as string[];
  return [...list, entry];
}

export function removeListEntry(list: readonly string[], entry: string): string[] {
  return list.filter((e) => e !== entry);
}

// ---------------------------------------------------------------- medical history

export type MedicalHistoryList = 'currentConditions' | 'chronicConditions' | 'allergies' | 'familyHistory';

/** P2-ONB-19: adding any item un-ticks 'no conditions or allergies'. */
export function addMedicalHistoryEntry(history: MedicalHistory, list: MedicalHistoryList, raw: string): MedicalHistory {
  const next = addListEntry(history[list], raw);
  return next === history[list] ? history : { ...history, [list]: next, noConditions: false };
}

/** P2-ONB-18: ticking clears conditions, chronic conditions, allergies and family history. */
export function setNoConditions(history: MedicalHistory, checked: boolean): MedicalHistory {
  if (!checked) return { ...history, noConditions: false };
  return { ...history, noConditions: true, currentConditions: [], chronicConditions: [], allergies: [], familyHistory: [] };
}

// ---------------------------------------------------------------- symptoms

/** A new symptom starts at severity 1 (P2-ONB-21) and un-ticks 'no symptoms'. */
export function addSymptom(symptoms: Symptoms, raw: string): Symptoms {
  const next = addListEntry(symptoms.currentSymptoms, raw);
  if (next === symptoms.currentSymptoms) return symptoms;
  const name = next[next.length - 1] ?? raw.trim();
  return { ...symptoms, currentSymptoms: next, severity: { ...symptoms.severity, [name]: profileDefaults.symptomSeverity }, completed: false };
}

/** P2-ONB-23: removing a symptom also removes its severity and frequency. */
export function removeSymptom(symptoms: Symptoms, name: string): Symptoms {
  const { [name]: _severity, ...severity } = symptoms.severity;
  const { [name]: _frequency, ...frequency } = symptoms.frequency;
  return { ...symptoms, currentSymptoms: removeListEntry(symptoms.currentSymptoms, name), severity, frequency };
}

export function symptomSeverity(symptoms: Pick<Symptoms, 'severity'>, name: string): number {
  return symptoms.severity[name] ?? profileDefaults.symptomSeverity;
}

export function setSymptomSeverity(symptoms: Symptoms, name: string, severity: number): Symptoms {
  if (!symptoms.currentSymptoms.includes(name)) return symptoms;
  return { ...symptoms, severity: { ...symptoms.severity, [name]: Math.min(10, Math.max(1, Math.round(severity))) } };
}

export function setSymptomFrequency(symptoms: Symptoms, name: string, frequency: SymptomFrequency): Symptoms {
  if (!symptoms.currentSymptoms.includes(name)) return symptoms;
  return { ...symptoms, frequency: { ...symptoms.frequency, [name]: frequency } };
}

/** P2-ONB-24/25: ticking empties symptoms, severity and frequency and marks completed; unticking clears completed. */
export function setNoSymptoms(symptoms: Symptoms, checked: boolean): Symptoms {
  if (!checked) return { ...symptoms, completed: false };
  return { currentSymptoms: [], severity: {}, frequency: {}, completed: true };
}

// ---------------------------------------------------------------- medications

/** Ids of medications read from the medications table start with this; they are not saved again (P2-ONB-32). */
export const storedMedicationIdPrefix = 'db_';
export const newMedicationIdPrefix = 'med_';

/** P2-ONB-27: prefix + timestamp + random number, e.g. 'med_1718000000000_482913'. */
export function generateMedicationId(now: Date, random: () => number, prefix: string = newMedicationIdPrefix): string {
  return `${prefix}${now.getTime()}_${Math.floor(random() * 1_000_000)}`;
}

export function isStoredMedication(medication: Pick<Medication, 'id'>): boolean {
  return medication.id.startsWith(storedMedicationIdPrefix);
}

/** P2-ONB-32: the medications a save must write; those already in the table (db_…) are skipped. */
export function medicationsToSave<T extends Pick<Medication, 'id'>>(list: readonly T[]): T[] {
  return list.filter((m) => !isStoredMedication(m));
}

export interface MedicationDraft {
  name: string;
  dosage?: string;
  frequency?: string;
  type?: MedicationTypeValue;
}

/** P2-ONB-29: Add Medication is enabled only for a non-empty trimmed name. */
export function canAddMedication(draft: Pick<MedicationDraft, 'name'>): boolean {
  return draft.name.trim().length > 0;
}

/** P2-ONB-26/28/30: a new active item; type defaults to Prescription, dosage and frequency are optional. */
export function addMedication(meds: Medications, draft: MedicationDraft, id: { now: Date; random: () => number }): Medications {
  if (!canAddMedication(draft)) return meds;
  const item: Medication = {
    id: generateMedicationId(id.now, id.random),
    name: draft.name.trim(),
    dosage: draft.dosage?.trim() ?? '',
    frequency: draft.frequency?.trim() ?? '',
    type: draft.type ?? defaultMedicationType,
    active: true,
  };
  return { ...meds, current: [...meds.current, item], noMedications: false };
}

export function removeMedication(meds: Medications, id: string): Medications {
  return { ...meds, current: meds.current.filter((m) => m.id !== id) };
}

/** P2-ONB-31: ticking 'not taking any medications' empties the list. */
export function setNoMedications(meds: Medications, checked: boolean): Medications {
  return checked ? { ...meds, current: [], noMedications: true } : { ...meds, noMedications: false };
}
