import { medicationsToSave } from '@thrivewell/core/rules/onboarding-edits';
import { emptySection, validateProfileSection, type FieldError, type ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import { profileSectionColumns, profileSectionIds, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import type { SectionMap } from '../profile-sync';
import { sectionValue } from '../sections/section-values';

/** The seven answers the onboarding flow edits, one per section. */
export type SectionValues = { [K in ProfileSectionId]: ProfileSectionData[K] };

function buildValues(read: <K extends ProfileSectionId>(section: K) => ProfileSectionData[K]): SectionValues {
  return {
    personalInfo: read('personalInfo'),
    medicalHistory: read('medicalHistory'),
    symptoms: read('symptoms'),
    medications: read('medications'),
    lifestyle: read('lifestyle'),
    diet: read('diet'),
    healthGoals: read('healthGoals'),
  };
}

/** A new user's answers, and what a failed load without a backup falls back to (P2-ERR-08). */
export function emptyValues(): SectionValues {
  return buildValues(emptySection);
}

/** The stored sections of a profile, each parsed for its form. */
export function profileValues(profile: UnifiedProfile | null): SectionValues {
  return buildValues((section) => sectionValue(profile, section));
}

/** One raw section (from the local backup) parsed like a stored column, keeping the fields that pass. */
function parsedSection<K extends ProfileSectionId>(section: K, raw: unknown): ProfileSectionData[K] {
  return sectionValue({ [profileSectionColumns[section]]: raw } as UnifiedProfile, section);
}

/** The backed-up sections win over the loaded ones: they never reached the server. */
export function withBackup(values: SectionValues, backup: SectionMap): SectionValues {
  const next = { ...values };
  for (const section of profileSectionIds) {
    if (backup[section] !== undefined) (next as Record<ProfileSectionId, unknown>)[section] = parsedSection(section, backup[section]);
  }
  return next;
}

/** The medicine-cabinet entries (db_…) join the list unless already listed or the user takes nothing. */
export function withStoredMedications(values: SectionValues, stored: readonly Medication[]): SectionValues {
  const meds = values.medications;
  if (meds.noMedications || stored.length === 0) return values;
  const ids = new Set(meds.current.map((m) => m.id));
  const extra = stored.filter((m) => !ids.has(m.id));
  return extra.length === 0 ? values : { ...values, medications: { ...meds, current: [...meds.current, ...extra] } };
}

/**
 * The save body of some sections: each checked with its schema first (problems are returned,
 * that section is not sent); cabinet entries (db_…) are never saved again (P2-ONB-32).
 */
export function saveBody(values: SectionValues, sections: Iterable<ProfileSectionId>): { body: SectionMap; errors: FieldError[] } {
  const body: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const section of sections) {
    const value = values[section];
    const checked = validateProfileSection(section, value);
    if (!checked.success) {
      errors.push(...checked.errors);
      continue;
    }
    body[section] = section === 'medications' ? { ...values.medications, current: medicationsToSave(values.medications.current) } : value;
  }
  return { body: body as SectionMap, errors };
}
