/**
 * The newest analysis result (spec part 2 §7: analysis_results by user_id, created_at
 * descending, limit 1; immuneScore 78 when absent) and, for paid users, the demo-data check
 * (error_reports of type demo_data_leak, P2-TIER-08) — scoped to the user's own reports.
 */
import { and, desc, eq } from 'drizzle-orm';
import { wellnessScoreFrom } from '@thrivewell/core/copy/wellness-dashboard-samples';
import type { Database } from '../../db/client';
import { analysisResults, errorReports } from '../../db/schema';

export const demoDataLeakType = 'demo_data_leak';

export async function latestAnalysis(db: Database, userId: string, paid: boolean) {
  const [row] = await db
    .select({ analysis_result: analysisResults.analysis_result, created_at: analysisResults.created_at })
    .from(analysisResults)
    .where(eq(analysisResults.user_id, userId))
    .orderBy(desc(analysisResults.created_at))
    .limit(1);
  let demoDataViolation = false;
  if (paid) {
    const [leak] = await db
      .select({ id: errorReports.id })
      .from(errorReports)
      .where(and(eq(errorReports.errorType, demoDataLeakType), eq(errorReports.userId, userId)))
      .limit(1);
    demoDataViolation = Boolean(leak);
  }
  return {
    analysis_result: row?.analysis_result ?? null,
    created_at: row?.created_at.toISOString() ?? null,
    immuneScore: wellnessScoreFrom(row?.analysis_result),
    demoDataViolation,
  };
}
