import type { ErrorReport } from '@thrivewell/core/contracts/error-reports';
import type { Database } from '../../db/client';
import { errorReports } from '../../db/schema';

/** Stores a validated batch. The user id comes from the session, never from the body. */
export async function storeErrorReports(db: Database, reports: ErrorReport[], sessionUserId: string | null) {
  await db.insert(errorReports).values(
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
