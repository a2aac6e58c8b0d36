/**
 * The unified health profile as stored (table unified_user_profiles, spec part 2 §3;
 * P2-CALL-01..03). Each section column holds that section's parsed data exactly as
 * profile-schemas.ts shapes it (so the symptoms column keeps `currentSymptoms`, and the
 * medications column adds the server's `analysis` and `lastUpdated`). The scores read stored
 * JSON, which may be old or partial, so every column here is optional and loosely typed.
 */
import { profileSectionColumns, profileSectionIds, type ProfileSectionId } from '../rules/profile-sections';
import type { Diet, HealthGoals, Lifestyle, MedicalHistory, Medication, PersonalInfo, SpecificTargets, Symptoms } from './profile-schemas';

type Loose<T> = { [K in keyof T]?: T[K] | null };

export interface StoredMedications {
  current?: Loose<Medication>[] | null;
  noMedications?: boolean | null;
  analysis?: unknown;
  lastUpdated?: string | null;
}

export interface UnifiedProfile {
  user_id?: string;
  data_completeness_score?: number | null;
  onboarding_completed?: boolean | null;
  completed_at?: string | null;
  personal_info?: Loose<PersonalInfo> | null;
  medical_history?: Loose<MedicalHistory> | null;
  symptoms?: Loose<Symptoms> | null;
  medications?: StoredMedications | null;
  lifestyle_data?: Loose<Lifestyle> | null;
  dietary_info?: Loose<Diet> | null;
  health_goals?: (Loose<Omit<HealthGoals, 'specificTargets'>> & { specificTargets?: Loose<SpecificTargets> | null }) | null;
  /** Conditions a clinician has diagnosed (read by personalisation). */
  conditions?: { diagnosed?: string[] | null } | null;
  health_assessment?: { symptoms?: string[] | null } | null;
  preferences?: Record<string, unknown> | null;
  additional_data?: Record<string, unknown> | null;
  updated_at?: string | null;
}

/**
 * True when a value carries something a user entered: a non-empty string, a number, `true`, or
 * a list or object holding any of those. `false`, '', [] and {} are not data.
 */
export function hasProfileData(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(hasProfileData);
  if (typeof value === 'object') return Object.values(value).some(hasProfileData);
  return false;
}

/** Unit choices are defaults, not answers: a section holding only units has no data. */
const unitKeys = new Set(['weightUnit', 'heightUnit']);
function withoutUnits(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnits);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !unitKeys.has(k)).map(([k, v]) => [k, withoutUnits(v)]));
}

/** Whether a stored section holds anything the user entered (units alone do not count). */
export function sectionHasData(data: unknown): boolean {
  return hasProfileData(withoutUnits(data));
}

/** A list with at least one entry. */
export function hasEntries(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

/** A field that has been answered (not null, undefined or blank). */
export function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

/** The stored data of one section (the raw column). */
export function storedSection(profile: UnifiedProfile | null | undefined, section: ProfileSectionId): unknown {
  return profile?.[profileSectionColumns[section]] ?? null;
}

/**
 * Whether a section counts as done for the tick in the editor and 'n of 7 sections completed'
 * (P2-EDIT-02, P2-OVW-02). The spec does not give the rule; ours: a section is done when it
 * holds its core answer, or the user said there is nothing to list.
 */
export function isSectionComplete(profile: UnifiedProfile | null | undefined, section: ProfileSectionId): boolean {
  switch (section) {
    case 'personalInfo':
      return isSet(profile?.personal_info?.age) && isSet(profile?.personal_info?.gender);
    case 'medicalHistory': {
      const m = profile?.medical_history;
      return m?.noConditions === true || [m?.currentConditions, m?.chronicConditions, m?.allergies, m?.familyHistory].some(hasEntries);
    }
    case 'symptoms':
      return profile?.symptoms?.completed === true || hasEntries(profile?.symptoms?.currentSymptoms);
    case 'medications':
      return profile?.medications?.noMedications === true || hasEntries(profile?.medications?.current);
    case 'lifestyle':
      return isSet(profile?.lifestyle_data?.exerciseFrequency) && isSet(profile?.lifestyle_data?.sleepHours);
    case 'diet':
      return isSet(profile?.dietary_info?.type);
    case 'healthGoals':
      return hasEntries(profile?.health_goals?.primary);
  }
}

export function completedSections(profile: UnifiedProfile | null | undefined): ProfileSectionId[] {
  return profileSectionIds.filter((id) => isSectionComplete(profile, id));
}

/** 'n of 7 sections completed' (P2-OVW-02). */
export function sectionsCompletedLabel(profile: UnifiedProfile | null | undefined): string {
  return `${completedSections(profile).length} of ${profileSectionIds.length} sections completed`;
}
