/**
 * The unified health profile (spec part 2 §3, §4, §5, §7): read, section saves with the
 * completeness score recomputed here, onboarding completion, per-feature data and the
 * journey level. Every function takes the session user's id; nothing reads another user's row.
 */
import { dataCompletenessScore, isOnboardingComplete } from '@thrivewell/core/rules/completeness-score';
import type { JourneyLevel } from '@thrivewell/core/rules/health-journey';
import type { PersonalizationContextKind } from '@thrivewell/core/copy/personalization-prompt';
import type { MultipleSectionsBody } from '@thrivewell/core/contracts/profile-contract';
import { diagnosedConditions } from '@thrivewell/core/contracts/profile-schemas';
import { profileSectionColumns, profileSectionIds, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import type { Database } from '../../db/client';
import type { CabinetService } from '../cabinet/cabinet.service';
import { touchFreshness } from './profile-freshness.service';
import { markPreferencesOnboarded, profileOfSessionUser, selectJourneyLevel, selectProfile, updateProfile, upsertJourneyLevel, withProfileRow, type ProfileRow, type Tx } from './profile.repo';
import { assertSectionsUnchanged, sectionVersions } from './profile-versions';

export type { ProfileRow };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A stored row as the API answers it: the spec's snake_case names, timestamps as ISO text, and
 * `section_versions` (send one back to save that section without overwriting a newer save).
 */
export function toProfile(row: ProfileRow): UnifiedProfile & { user_id: string; created_at: string; section_versions: Record<ProfileSectionId, string> } {
  return {
    ...row,
    completed_at: iso(row.completed_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    section_versions: sectionVersions(row),
  };
}

export async function findProfile(db: Database | Tx, userId: string): Promise<ProfileRow | null> {
  return selectProfile(db, userId);
}

/** The profile for `requireUserWithRow` (auth/session.ts): read in the session's own query. */
export function sessionProfileSource(db: Database) {
  return profileOfSessionUser(db);
}

/**
 * Merges sections into the user's row (created when missing), recomputes
 * data_completeness_score and the onboarding flag (set once the score reaches 70; never
 * cleared by a save). The row is locked for the merge, so two saves never lose each other;
 * `sections.versions` (what the client started from) makes a save of a section changed since
 * fail with 409 SECTION_CHANGED instead of overwriting it. A medications list is saved into the
 * medicine cabinet in the same transaction (the cabinet service then schedules the analysis).
 */
export async function saveSections(
  db: Database,
  cabinet: Pick<CabinetService, 'saveProfileList'>,
  userId: string,
  sections: MultipleSectionsBody,
  now: Date = new Date(),
): Promise<ProfileRow> {
  return withProfileRow(db, userId, true, async (tx, current) => {
    assertSectionsUnchanged(current, sections.versions, profileSectionIds.filter((id) => sections[id] !== undefined));
    const merged: ProfileRow = { ...current };
    for (const id of profileSectionIds) {
      const data = sections[id];
      if (data === undefined) continue;
      const column = profileSectionColumns[id];
      if (column === 'medications') {
        // The last safety analysis stays until the background job replaces it.
        merged.medications = { ...(data as object), analysis: current.medications?.analysis ?? null, lastUpdated: current.medications?.lastUpdated ?? null };
      } else {
        Object.assign(merged, { [column]: data });
      }
    }
    if (sections.symptoms) merged.health_assessment = { ...(current.health_assessment ?? {}), symptoms: sections.symptoms.currentSymptoms };
    // The personalisation score and the AI context read conditions.diagnosed: the medical history fills it.
    if (sections.medicalHistory) merged.conditions = { ...(current.conditions ?? {}), diagnosed: diagnosedConditions(sections.medicalHistory) };
    const score = dataCompletenessScore(toProfile(merged));
    const completed = isOnboardingComplete({ onboardingCompleted: current.onboarding_completed, completenessScore: score });
    const row = await updateProfile(tx, userId, {
      personal_info: merged.personal_info,
      medical_history: merged.medical_history,
      conditions: merged.conditions,
      symptoms: merged.symptoms,
      health_assessment: merged.health_assessment,
      medications: merged.medications,
      lifestyle_data: merged.lifestyle_data,
      dietary_info: merged.dietary_info,
      health_goals: merged.health_goals,
      data_completeness_score: score,
      onboarding_completed: completed,
      completed_at: current.completed_at ?? (completed ? now : null),
      updated_at: now,
    });
    if (completed && !current.onboarding_completed) await markPreferencesOnboarded(tx, userId, now);
    if (sections.medications) await cabinet.saveProfileList(tx, userId, sections.medications.current, now);
    if (sections.diet) await touchFreshness(tx, 'diet_profiles', userId, { source: 'profile' }, now);
    if (sections.healthGoals) await touchFreshness(tx, 'health_goals', userId, { source: 'profile' }, now);
    return row;
  });
}

/** The user finished onboarding: flag and completed_at on the profile, and the preference flag. */
export async function completeOnboarding(db: Database, userId: string, now: Date = new Date()): Promise<ProfileRow> {
  return withProfileRow(db, userId, false, async (tx, existing) => {
    const row = await updateProfile(tx, userId, { onboarding_completed: true, completed_at: existing.completed_at ?? now, updated_at: now });
    await markPreferencesOnboarded(tx, userId, now);
    return row;
  });
}

/**
 * getDataForFeature (§7): the columns each feature reads. Our choice (the spec does not list
 * them); it follows the personalisation contexts of core's personalization-prompt.ts:
 * health_analysis reads everything; medication_safety the person, conditions, allergies,
 * medications and diet (food–drug timing); nutrition the person, medical history
 * (allergies), diet, goals and medications; lifestyle the person, lifestyle, goals and
 * symptoms; general the person, goals, lifestyle and diet.
 */
export const featureColumns = {
  health_analysis: ['personal_info', 'medical_history', 'conditions', 'medications', 'symptoms', 'health_assessment', 'lifestyle_data', 'dietary_info', 'health_goals'],
  medication_safety: ['personal_info', 'medical_history', 'conditions', 'medications', 'dietary_info'],
  nutrition: ['personal_info', 'medical_history', 'dietary_info', 'health_goals', 'medications'],
  lifestyle: ['personal_info', 'lifestyle_data', 'health_goals', 'symptoms'],
  general: ['personal_info', 'health_goals', 'lifestyle_data', 'dietary_info'],
} as const satisfies Record<PersonalizationContextKind, readonly (keyof ProfileRow)[]>;

export interface FeatureData {
  feature: PersonalizationContextKind;
  /** False for a user with no profile yet: `data` is then empty (the spec's "return empty"). */
  hasProfile: boolean;
  data_completeness_score: number;
  data: Record<string, unknown>;
}

export async function featureData(db: Database, userId: string, feature: PersonalizationContextKind): Promise<FeatureData> {
  const row = await findProfile(db, userId);
  if (!row) return { feature, hasProfile: false, data_completeness_score: 0, data: {} };
  const data = Object.fromEntries(featureColumns[feature].map((column) => [column, row[column] ?? null]));
  return { feature, hasProfile: true, data_completeness_score: row.data_completeness_score, data };
}

export async function journeyLevel(db: Database, userId: string): Promise<JourneyLevel | null> {
  return selectJourneyLevel(db, userId);
}

export async function setJourneyLevel(db: Database, userId: string, level: JourneyLevel, now: Date = new Date()): Promise<JourneyLevel> {
  await upsertJourneyLevel(db, userId, level, now);
  return level;
}
