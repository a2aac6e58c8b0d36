/**
 * Data recovery (spec part 2 §7 manually_recover_user_data; P2-REC) and the import of a
 * previously downloaded data file, which writes the legacy user_details row so the
 * recovery path is real. Always the session user's rows: a user_id inside a file is ignored.
 */
import { z } from 'zod';
import { isOnboardingComplete } from '@thrivewell/core/rules/completeness-score';
import { recoverProfile, recoveryOffered } from '@thrivewell/core/rules/data-recovery';
import { hasLegacyData, isRecord, type LegacyUserDetails } from '@thrivewell/core/rules/legacy-user-details';
import type { LegacyImportResponse, RecoverResponse } from '@thrivewell/core/contracts/profile-status';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { selectDetails, upsertDetails, type DetailsRow } from './profile-records.repo';
import { markPreferencesOnboarded, upsertProfile } from './profile.repo';
import { findProfile, toProfile } from './profile.service';

function toLegacy(row: DetailsRow | undefined | null): LegacyUserDetails | null {
  if (!row) return null;
  return { questionnaire_data: row.questionnaire_data, medication_data: row.medication_data, diet_data: row.diet_data, updated_at: row.updated_at.toISOString() };
}

export async function findDetails(db: Database, userId: string): Promise<LegacyUserDetails | null> {
  return toLegacy(await selectDetails(db, userId));
}

/** manually_recover_user_data for the session user. With no legacy data: success false, 'No legacy data found'. */
export async function recoverUserData(db: Database, userId: string, now: Date = new Date()): Promise<RecoverResponse> {
  const legacy = await findDetails(db, userId);
  const existingRow = await findProfile(db, userId);
  const result = recoverProfile(existingRow ? toProfile(existingRow) : null, legacy, now);
  if (!result.success) {
    return {
      success: false,
      error: result.error,
      migration_result: { action: null, completeness_score: existingRow?.data_completeness_score ?? 0, data_found: result.data_found, user_id: userId },
    };
  }
  const p = result.profile;
  // The same rule as a section save: the flag, the legacy completion, or a score of 70 or more.
  const completed = isOnboardingComplete({ onboardingCompleted: p.onboarding_completed, completenessScore: result.completeness_score });
  const values = {
    personal_info: p.personal_info ?? null,
    medical_history: p.medical_history ?? null,
    symptoms: p.symptoms ?? null,
    medications: p.medications ? { ...p.medications, analysis: existingRow?.medications?.analysis ?? null, lastUpdated: existingRow?.medications?.lastUpdated ?? null } : null,
    lifestyle_data: p.lifestyle_data ?? null,
    dietary_info: p.dietary_info ?? null,
    health_goals: p.health_goals ?? null,
    additional_data: p.additional_data ?? null,
    data_completeness_score: result.completeness_score,
    onboarding_completed: completed,
    completed_at: p.completed_at ? new Date(p.completed_at) : completed ? now : null,
    updated_at: now,
  };
  await upsertProfile(db, userId, values);
  if (completed) await markPreferencesOnboarded(db, userId, now);
  return {
    success: true,
    error: null,
    migration_result: { action: result.action, completeness_score: result.completeness_score, data_found: result.data_found, user_id: userId },
  };
}

/** Largest accepted data file (the route's body limit is the hard stop; this names the problem). */
export const maxImportBytes = 512 * 1024;

const jsonValue = z.unknown().refine((v) => v === undefined || v === null || typeof v === 'object', 'Expected an object or a list.');
const legacyObjectSchema = z.object({
  questionnaire_data: jsonValue.optional(),
  medication_data: jsonValue.optional(),
  diet_data: jsonValue.optional(),
  // The export file uses the Drizzle keys of the row, which are these same names; camelCase is accepted too.
  questionnaireData: jsonValue.optional(),
  medicationData: jsonValue.optional(),
  dietData: jsonValue.optional(),
});

/** The legacy row inside an account export file, or a raw user_details object; null when neither. */
export function legacyFromImport(body: unknown): LegacyUserDetails | null {
  if (!isRecord(body)) return null;
  let candidate: unknown = body;
  if (isRecord(body.tables)) {
    const rows = body.tables.user_details;
    if (!Array.isArray(rows) || rows.length === 0) return null;
    candidate = rows[0];
  }
  const parsed = legacyObjectSchema.safeParse(candidate);
  if (!parsed.success) return null;
  const d = parsed.data;
  const pick = (a: unknown, b: unknown) => (a ?? b ?? null) as never;
  const legacy: LegacyUserDetails = {
    questionnaire_data: pick(d.questionnaire_data, d.questionnaireData),
    medication_data: pick(d.medication_data, d.medicationData),
    diet_data: pick(d.diet_data, d.dietData),
  };
  return hasLegacyData(legacy) ? legacy : null;
}

/** Writes the user's user_details row from an imported file and says whether recovery is now offered. */
export async function importLegacyData(db: Database, userId: string, body: unknown, now: Date = new Date()): Promise<LegacyImportResponse> {
  const legacy = legacyFromImport(body);
  if (!legacy) {
    throw new AppError('INVALID_IMPORT', 'This file holds no health questionnaire data to import. Choose a data file downloaded from your account page.', 400);
  }
  const values = {
    questionnaire_data: legacy.questionnaire_data ?? null,
    medication_data: legacy.medication_data ?? null,
    diet_data: legacy.diet_data ?? null,
    updated_at: now,
  };
  await upsertDetails(db, userId, values);
  const profile = await findProfile(db, userId);
  return { imported: true, recoveryOffered: recoveryOffered({ profile: profile ? toProfile(profile) : null, legacy }) };
}
