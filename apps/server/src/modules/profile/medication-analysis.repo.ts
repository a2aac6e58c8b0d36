/**
 * Where the background medication analysis is kept: unified_user_profiles.medications.analysis
 * (with lastUpdated) and an analysis_results row. The profile row is locked for the run.
 */
import { eq } from 'drizzle-orm';
import type { MedicationAnalysis } from '@thrivewell/knowledge/medication-analysis';
import type { Database } from '../../db/client';
import { analysisResults, unifiedUserProfiles } from '../../db/schema/profile';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ProfileMedications = (typeof unifiedUserProfiles.$inferSelect)['medications'];

/**
 * Runs `work` in one transaction holding the user's profile row locked (`for update`), with its
 * medications column; returns null without running it when the user has no profile.
 */
export async function withLockedProfileMedications<T>(db: Database, userId: string, work: (tx: Tx, medications: ProfileMedications) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ medications: unifiedUserProfiles.medications }).from(unifiedUserProfiles).where(eq(unifiedUserProfiles.user_id, userId)).for('update');
    return row ? work(tx, row.medications) : null;
  });
}

/** Stores an analysis on the profile (keeping the list) and as an analysis_results row. */
export async function storeMedicationAnalysis(tx: Tx, userId: string, medications: ProfileMedications, analysis: MedicationAnalysis): Promise<void> {
  await tx
    .update(unifiedUserProfiles)
    .set({ medications: { ...(medications ?? {}), analysis, lastUpdated: analysis.analyzedAt } })
    .where(eq(unifiedUserProfiles.user_id, userId));
  await tx.insert(analysisResults).values({ user_id: userId, analysis_result: { kind: 'medication_safety', ...analysis } });
}
