/**
 * The background safety analysis (spec part 2 §4, §9; analyze-medications of §7): about 1 s
 * after the medications section is saved, the user's active medications are run through the
 * knowledge engine (side effects, serious side effects as detailedSideEffects, warnings, and
 * the interaction check). The result goes into unified_user_profiles.medications.analysis
 * (with lastUpdated) and an analysis_results row. Failures are logged, never thrown.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { checkInteractions, type Interaction } from '@thrivewell/knowledge/interactions';
import { resolveName } from '@thrivewell/knowledge/resolve';
import type { Substance } from '@thrivewell/knowledge/types';
import type { Database } from '../../db/client';
import { analysisResults, unifiedUserProfiles } from '../../db/schema';

export const medicationAnalysisDelayMs = 1000;

export interface AnalyzedMedication {
  name: string;
  /** The knowledge-base id the name resolved to; null when it is not known (then nothing is listed). */
  id: string | null;
  sideEffects: string[];
  detailedSideEffects: string[];
  warnings: string[];
}

export interface MedicationAnalysis {
  medications: AnalyzedMedication[];
  interactions: Interaction[];
  analyzedAt: string;
}

/** Pure: the analysis of a list of medication names. */
export function analyzeMedicationNames(names: readonly string[], now: Date): MedicationAnalysis {
  const substances: Substance[] = [];
  const medications = names.map((name): AnalyzedMedication => {
    const r = resolveName(name);
    if (!r.ok) return { name, id: null, sideEffects: [], detailedSideEffects: [], warnings: [] };
    substances.push(r.substance);
    return {
      name,
      id: r.item.id,
      sideEffects: r.substance.sideEffects ?? [],
      detailedSideEffects: r.substance.seriousSideEffects ?? [],
      warnings: r.substance.warnings ?? [],
    };
  });
  return { medications, interactions: checkInteractions(substances), analyzedAt: now.toISOString() };
}

/**
 * Runs the analysis for one user now, over the medications stored at this moment (so a burst
 * of saves ends with the latest list analysed). Returns the analysis, or null when there was
 * no profile or it failed (logged).
 */
export async function runMedicationAnalysis(db: Database, userId: string, log?: FastifyBaseLogger, now: Date = new Date()): Promise<MedicationAnalysis | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select({ medications: unifiedUserProfiles.medications }).from(unifiedUserProfiles).where(eq(unifiedUserProfiles.user_id, userId)).for('update');
      if (!row) return null;
      const names = (row.medications?.current ?? []).filter((m) => m.active !== false && typeof m.name === 'string' && m.name.trim() !== '').map((m) => m.name as string);
      const analysis = analyzeMedicationNames(names, now);
      await tx
        .update(unifiedUserProfiles)
        .set({ medications: { ...(row.medications ?? {}), analysis, lastUpdated: analysis.analyzedAt } })
        .where(eq(unifiedUserProfiles.user_id, userId));
      await tx.insert(analysisResults).values({ user_id: userId, analysis_result: { kind: 'medication_safety', ...analysis } });
      return analysis;
    });
  } catch (err) {
    log?.error({ err, userId }, 'background medication analysis failed');
    return null;
  }
}

/**
 * Schedules runMedicationAnalysis ~1 s later per user (a newer save replaces a pending one).
 * Timers are unref'd and cleared by `close()`, which the profile routes call on app close.
 */
export function createMedicationAnalysisScheduler(db: Database, log: FastifyBaseLogger, delayMs = medicationAnalysisDelayMs) {
  const pending = new Map<string, NodeJS.Timeout>();
  let closed = false;
  return {
    schedule(userId: string) {
      if (closed) return;
      clearTimeout(pending.get(userId));
      const timer = setTimeout(() => {
        pending.delete(userId);
        void runMedicationAnalysis(db, userId, log);
      }, delayMs);
      timer.unref();
      pending.set(userId, timer);
    },
    pendingCount: () => pending.size,
    close() {
      closed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
export type MedicationAnalysisScheduler = ReturnType<typeof createMedicationAnalysisScheduler>;
