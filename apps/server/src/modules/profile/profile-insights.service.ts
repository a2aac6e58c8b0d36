/**
 * The newest analysis result (spec part 2 §7: analysis_results by user_id, created_at
 * descending, limit 1; immuneScore 78 when absent) and, for paid users, the demo-data check
 * (error_reports of type demo_data_leak, P2-TIER-08) — scoped to the user's own reports.
 */
import { wellnessScoreFrom } from '@thrivewell/core/copy/wellness-dashboard-samples';
import type { Database } from '../../db/client';
import { hasDemoDataReport } from '../errors/errors.service';
import { latestAnalysisRow } from './profile-records.repo';

export async function latestAnalysis(db: Database, userId: string, paid: boolean) {
  const row = await latestAnalysisRow(db, userId);
  const demoDataViolation = paid ? await hasDemoDataReport(db, userId) : false;
  return {
    analysis_result: row?.analysis_result ?? null,
    created_at: row?.created_at.toISOString() ?? null,
    immuneScore: wellnessScoreFrom(row?.analysis_result),
    demoDataViolation,
  };
}
