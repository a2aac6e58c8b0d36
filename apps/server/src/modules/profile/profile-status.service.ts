/**
 * What the dashboard decision, the onboarding resume, the Previous Data Found card and the
 * System Status card read (spec part 2 §2, §4, §7): one answer built from the unified profile,
 * the legacy user_details row and user_preferences, all of the session user. Also the
 * onboarding progress write, the System Status write (preferences.lastSystemCheck) and the
 * connection test with its full reads.
 */
import { isOnboardingComplete } from '@thrivewell/core/rules/completeness-score';
import { recoveryOffered } from '@thrivewell/core/rules/data-recovery';
import { hasLegacyData, hasLegacyDietData, hasLegacyMedicationData, hasLegacyQuestionnaire, isRecord, toNumber } from '@thrivewell/core/rules/legacy-user-details';
import { isNewUser, legacySaysCompleted, maxResumeStep, resumeStep } from '@thrivewell/core/rules/onboarding-rules';
import type { ProfileStatus } from '@thrivewell/core/contracts/profile-status';
import { systemCheckPreferences } from '@thrivewell/core/rules/system-status';
import { hasProfileData } from '@thrivewell/core/contracts/unified-profile';
import type { Database } from '../../db/client';
import { userExists } from '../auth/users.service';
import { AppError } from '../../errors';
import type { CabinetService } from '../cabinet/cabinet.service';
import { selectDetails } from './profile-records.repo';
import { findDetails } from './profile-recovery.service';
import { mergeAdditionalData, mergeProfilePreferences, selectPreferences } from './profile.repo';
import type { ProfileRow } from './profile.repo';
import { findProfile, toProfile } from './profile.service';

/** Where the onboarding got to (0-based), kept in additional_data.onboarding_progress. */
function storedProgress(additional: Record<string, unknown> | null | undefined): number | null {
  const progress = additional?.onboarding_progress;
  return isRecord(progress) ? toNumber(progress.lastCompletedStep) : null;
}

/** `profileRead`: the profile row when the caller reads it anyway (the dashboard), so it is read once. */
export async function profileStatus(
  db: Database,
  cabinet: Pick<CabinetService, 'profileListItems'>,
  userId: string,
  profileRead: Promise<ProfileRow | null> = findProfile(db, userId),
): Promise<ProfileStatus> {
  const [row, legacy, prefs, storedMedications] = await Promise.all([
    profileRead,
    findDetails(db, userId),
    selectPreferences(db, userId),
    cabinet.profileListItems(userId),
  ]);
  const profile = row ? toProfile(row) : null;
  const q = legacy?.questionnaire_data;
  const lastCompletedStep = storedProgress(row?.additional_data) ?? toNumber(q?.lastCompletedStep);
  const lastCheck = row?.preferences?.lastSystemCheck;
  return {
    hasProfile: Boolean(row),
    onboardingComplete: isOnboardingComplete({
      onboardingCompleted: Boolean(row?.onboarding_completed || prefs?.onboarding_completed),
      completenessScore: row?.data_completeness_score ?? 0,
      legacyCompleted: legacySaysCompleted(q),
    }),
    isNewUser: isNewUser({ unifiedProfile: profile, legacy }),
    resumeStep: resumeStep(lastCompletedStep),
    lastCompletedStep,
    completenessScore: row?.data_completeness_score ?? 0,
    completedAt: profile?.completed_at ?? null,
    updatedAt: profile?.updated_at ?? null,
    recoveryOffered: recoveryOffered({ profile, legacy }),
    legacy: {
      any: hasLegacyData(legacy),
      questionnaire: hasLegacyQuestionnaire(legacy),
      personalInfo: hasProfileData(q?.basicInfo),
      medicalHistory: hasProfileData(q?.healthConditions),
      medications: hasLegacyMedicationData(legacy) || hasProfileData(q?.medications),
      diet: hasLegacyDietData(legacy) || hasProfileData(q?.diet),
    },
    journeyLevel: prefs?.health_journey_level ?? null,
    storedMedications,
    lastSystemCheck: typeof lastCheck === 'string' ? lastCheck : null,
  };
}

/** Stores the last onboarding step the user finished (0..6), creating the profile row if needed. */
export async function saveOnboardingProgress(db: Database, userId: string, lastCompletedStep: number, now: Date = new Date()): Promise<{ lastCompletedStep: number }> {
  const step = Math.min(Math.max(Math.floor(lastCompletedStep), 0), maxResumeStep);
  const progress = { onboarding_progress: { lastCompletedStep: step, updated_at: now.toISOString() } };
  await mergeAdditionalData(db, userId, progress, now);
  return { lastCompletedStep: step };
}

/** P2-SYS-12: preferences.lastSystemCheck on the user's profile (404 when there is no profile to update). */
export async function recordSystemCheck(db: Database, userId: string, now: Date = new Date()): Promise<{ lastSystemCheck: string }> {
  const prefs = systemCheckPreferences(now);
  if (!(await mergeProfilePreferences(db, userId, prefs))) throw new AppError('PROFILE_NOT_FOUND', 'No health profile yet, so the check could not be saved. Start onboarding to create one.', 404);
  return prefs;
}

/**
 * The Previous Data Found card's connection test (P2-REC-26): a count read of the user's own
 * account row (our users table plays the spec's `profiles`), then the full reads of user_details, the unified profile and
 * user_preferences — the user's own rows only.
 */
export async function connectionTest(db: Database, userId: string) {
  let profiles: number;
  try {
    profiles = (await userExists(db, userId)) ? 1 : 0;
  } catch (err) {
    throw new AppError('DB_CONNECTION_FAILED', err instanceof Error ? err.message : 'The database did not answer.', 503);
  }
  const [details, row, prefs] = await Promise.all([selectDetails(db, userId), findProfile(db, userId), selectPreferences(db, userId)]);
  const iso = (d: Date) => d.toISOString();
  return {
    connection: { ok: true as const, profiles },
    user_details: details ? { ...details, updated_at: iso(details.updated_at) } : null,
    unified_user_profile: row ? toProfile(row) : null,
    user_preferences: prefs ? { ...prefs, updated_at: iso(prefs.updated_at) } : null,
  };
}
