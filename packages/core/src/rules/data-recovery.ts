/**
 * Data recovery ('Previous Data Found', spec part 2 §2, §4, §7, §9; P2-REC-10..16): when to offer
 * it, and the profile that manually_recover_user_data writes. Recovery never overwrites a
 * section the user already filled in the unified profile; it only fills the empty ones.
 */
import { dataCompletenessScore } from './completeness-score';
import { hasLegacyData, type LegacyUserDetails } from './legacy-user-details';
import { migrateLegacyUserDetails, type LegacyDataFound } from './legacy-migration';
import { profileSectionColumns, profileSectionIds } from './profile-sections';
import { sectionHasData, type UnifiedProfile } from '../contracts/unified-profile';

/** Below this completeness score, existing legacy data is offered for recovery (§9). */
export const recoveryScoreThreshold = 50;

/** The columns the recovery check reads (P2-REC-14); a profile with none of them filled is empty. */
const checkedColumns = ['personal_info', 'medical_history', 'lifestyle_data', 'dietary_info', 'medications'] as const;

export function isProfileEmpty(profile: UnifiedProfile | null | undefined): boolean {
  return checkedColumns.every((column) => !sectionHasData(profile?.[column]));
}

/**
 * P2-REC-10..13: offered when legacy data exists and there is no unified profile, or its score
 * is under 50, or it is empty; or when the score is 0 although there is data (legacy or in the
 * profile itself — a stale score that recovery recomputes).
 */
export function recoveryOffered(input: { profile: UnifiedProfile | null | undefined; legacy: LegacyUserDetails | null | undefined }): boolean {
  const legacy = hasLegacyData(input.legacy);
  const profile = input.profile;
  if (!profile) return legacy;
  const score = profile.data_completeness_score ?? 0;
  if (legacy && (score < recoveryScoreThreshold || isProfileEmpty(profile))) return true;
  return score === 0 && (legacy || !isProfileEmpty(profile));
}

export type RecoveryAction = 'created_profile' | 'updated_profile';
export const noLegacyDataError = 'No legacy data found';

export type RecoveryResult =
  | {
      success: true;
      action: RecoveryAction;
      /** The unified_user_profiles columns to write (upsert by user_id). */
      profile: UnifiedProfile;
      completeness_score: number;
      data_found: LegacyDataFound;
    }
  | { success: false; error: string; data_found: LegacyDataFound | null };

/** The profile recovered from a legacy row, merged into the existing profile if there is one. */
export function recoverProfile(existing: UnifiedProfile | null | undefined, details: LegacyUserDetails | null | undefined, now: Date): RecoveryResult {
  if (!hasLegacyData(details)) return { success: false, error: noLegacyDataError, data_found: null };
  const migrated = migrateLegacyUserDetails(details);
  const profile: UnifiedProfile = {};
  for (const id of profileSectionIds) {
    const column = profileSectionColumns[id];
    const mine = existing?.[column];
    Object.assign(profile, { [column]: sectionHasData(mine) ? mine : migrated.sections[column] });
  }
  profile.additional_data = { ...migrated.additional_data, ...(existing?.additional_data ?? {}) };
  const completed = existing?.onboarding_completed === true || migrated.onboarding_completed;
  profile.onboarding_completed = completed;
  profile.completed_at = existing?.completed_at ?? (completed ? now.toISOString() : null);
  profile.data_completeness_score = dataCompletenessScore(profile);
  profile.updated_at = now.toISOString();
  return {
    success: true,
    action: existing ? 'updated_profile' : 'created_profile',
    profile,
    completeness_score: profile.data_completeness_score,
    data_found: migrated.data_found,
  };
}
