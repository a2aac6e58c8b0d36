/**
 * The background medication safety analysis (spec part 2 §4, §9; analyze-medications of §7):
 * what is in the user's medicine cabinet (its active entries, with the resolutions the cabinet
 * kept) through the knowledge engine's analysis. The result goes into
 * unified_user_profiles.medications.analysis (with lastUpdated) and an analysis_results row.
 * The cabinet service schedules it ~1 s after each change. Failures are logged, never thrown.
 */
import type { FastifyBaseLogger } from 'fastify';
import { analyzeMedications, type MedicationAnalysis } from '@thrivewell/knowledge/medication-analysis';
import type { Database } from '../../db/client';
import type { CabinetService } from '../cabinet/cabinet.service';
import { storeMedicationAnalysis, withLockedProfileMedications } from './medication-analysis.repo';

/**
 * Runs the analysis for one user now, over the cabinet as it is at this moment (so a burst of
 * changes ends with the latest list analysed). The profile row is locked first, so a section
 * save still writing the cabinet finishes before it is read. Returns the analysis, or null when
 * the user has no profile (nowhere to show it) or it failed (logged).
 */
export async function runMedicationAnalysis(
  db: Database,
  cabinet: Pick<CabinetService, 'medicationsToAnalyze'>,
  userId: string,
  log?: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<MedicationAnalysis | null> {
  try {
    return await withLockedProfileMedications(db, userId, async (tx, medications) => {
      const analysis = analyzeMedications(await cabinet.medicationsToAnalyze(userId, tx), now);
      await storeMedicationAnalysis(tx, userId, medications, analysis);
      return analysis;
    });
  } catch (err) {
    log?.error({ err, userId }, 'background medication analysis failed');
    return null;
  }
}
