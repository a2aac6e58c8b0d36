import { errorReportBatchSchema, type ErrorReport } from '@thrivewell/core/contracts/error-reports';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { hasReportOfType, insertErrorReports } from './errors.repo';

/** The client's report of demo data shown to a paid user (spec part 2 P2-TIER-08). */
export const demoDataLeakType = 'demo_data_leak';

/** POST /api/errors' body checked against the core batch schema; 400 with the first problem otherwise. */
export function parseErrorReportBatch(body: unknown): ErrorReport[] {
  const parsed = errorReportBatchSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_ERROR', `Invalid error report: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'malformed body'}`, 400);
  }
  return parsed.data.reports;
}

/** Stores a validated batch. The user id comes from the session, never from the body. */
export async function storeErrorReports(db: Database, reports: ErrorReport[], sessionUserId: string | null) {
  await insertErrorReports(
    db,
    reports.map((r) => ({
      errorType: r.error_type,
      errorMessage: r.error_message,
      stackTrace: r.stack_trace ?? null,
      url: r.url ?? null,
      userAgent: r.user_agent ?? null,
      timestamp: new Date(r.timestamp),
      severity: r.severity,
      userId: sessionUserId,
      context: r.context ?? null,
    })),
  );
  return reports.length;
}

/** Whether the user's own reports include a demo-data leak (the profile's demo-data check). */
export function hasDemoDataReport(db: Database, userId: string): Promise<boolean> {
  return hasReportOfType(db, userId, demoDataLeakType);
}
