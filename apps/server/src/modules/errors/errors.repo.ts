import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { errorReports } from '../../db/schema/error-reports';

/** The error_reports table: only this file reads or writes it. */
export type NewErrorReportRow = typeof errorReports.$inferInsert;

export async function insertErrorReports(db: Database, rows: NewErrorReportRow[]): Promise<void> {
  await db.insert(errorReports).values(rows);
}

export async function hasReportOfType(db: Database, userId: string, errorType: string): Promise<boolean> {
  const [row] = await db
    .select({ id: errorReports.id })
    .from(errorReports)
    .where(and(eq(errorReports.errorType, errorType), eq(errorReports.userId, userId)))
    .limit(1);
  return Boolean(row);
}
