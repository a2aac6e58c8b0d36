/**
 * The biomarkers tables (lab_reports, lab_results): only this file reads or writes them. Rows are
 * always read through the owner's id, so another person's report is simply not found.
 */
import { and, asc, count, desc, eq, gte, isNotNull, lte, max } from 'drizzle-orm';
import type { LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import type { Database } from '../../db/client';
import { labReports, labResults } from '../../db/schema/biomarkers';

export type ReportRow = typeof labReports.$inferSelect;
export type ResultRow = typeof labResults.$inferSelect;
export type NewReport = typeof labReports.$inferInsert;
/** A row to store: the row as read or confirmed, and its value in the marker's canonical unit. */
export type StoredRow = LabResultRow & { canonicalValue: number | null; canonicalUnit: string | null };

export async function insertReport(db: Database, values: NewReport): Promise<ReportRow> {
  const [row] = await db.insert(labReports).values(values).returning();
  return row!;
}

export async function reportOf(db: Database, userId: string, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(labReports).where(and(eq(labReports.id, id), eq(labReports.userId, userId)));
  return row ?? null;
}

/** The job's read: by id alone (the job carries no session). */
export async function reportById(db: Database, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(labReports).where(eq(labReports.id, id));
  return row ?? null;
}

export async function listReports(db: Database, userId: string): Promise<(ReportRow & { resultCount: number })[]> {
  const counts = db.select({ reportId: labResults.reportId, n: count().as('n') }).from(labResults).where(eq(labResults.userId, userId)).groupBy(labResults.reportId).as('counts');
  const rows = await db
    .select({ report: labReports, n: counts.n })
    .from(labReports)
    .leftJoin(counts, eq(counts.reportId, labReports.id))
    .where(eq(labReports.userId, userId))
    .orderBy(desc(labReports.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...r.report, resultCount: Number(r.n ?? 0) }));
}

export async function resultsOf(db: Database, reportId: string): Promise<ResultRow[]> {
  return db.select().from(labResults).where(eq(labResults.reportId, reportId)).orderBy(asc(labResults.position));
}

/** Progress of a report still being read (a report already finished or deleted is left alone). */
export async function setProgress(db: Database, id: string, progress: number): Promise<void> {
  await db.update(labReports).set({ progress, updatedAt: new Date() }).where(and(eq(labReports.id, id), eq(labReports.status, 'processing')));
}

const toValues = (reportId: string, userId: string, rows: StoredRow[]) =>
  rows.map((r, position) => ({
    reportId,
    userId,
    rowId: r.rowId,
    position,
    name: r.name,
    loinc: r.loinc,
    value: r.value,
    text: r.text,
    unit: r.unit,
    rangeLow: r.range.low,
    rangeHigh: r.range.high,
    rangeText: r.range.text,
    flag: r.flag,
    flagSource: r.flagSource,
    confidence: r.confidence,
    box: r.box,
    notes: r.notes,
    canonicalValue: r.canonicalValue,
    canonicalUnit: r.canonicalUnit,
  }));

/** Stores what was read and moves the report to needs_review; false when it is no longer being read (deleted meanwhile). */
export async function finishReading(db: Database, id: string, read: { pages: number; pageKeys: string[]; collectedOn: string | null; rows: StoredRow[] }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .update(labReports)
      .set({ status: 'needs_review', progress: 100, pages: read.pages, pageKeys: read.pageKeys, collectedOn: read.collectedOn, error: null, updatedAt: new Date() })
      .where(and(eq(labReports.id, id), eq(labReports.status, 'processing')))
      .returning({ userId: labReports.userId });
    if (!report) return false;
    await tx.delete(labResults).where(eq(labResults.reportId, id));
    if (read.rows.length) await tx.insert(labResults).values(toValues(id, report.userId, read.rows));
    return true;
  });
}

export async function failReading(db: Database, id: string, error: string): Promise<void> {
  await db.update(labReports).set({ status: 'failed', error, updatedAt: new Date() }).where(and(eq(labReports.id, id), eq(labReports.status, 'processing')));
}

/** Replaces the report's rows with the confirmed ones and marks it confirmed, in one transaction. */
export async function confirmRows(db: Database, userId: string, id: string, collectedOn: string, rows: StoredRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(labReports).set({ status: 'confirmed', progress: 100, collectedOn, error: null, updatedAt: new Date() }).where(and(eq(labReports.id, id), eq(labReports.userId, userId)));
    await tx.delete(labResults).where(eq(labResults.reportId, id));
    await tx.insert(labResults).values(toValues(id, userId, rows));
  });
}

/** Deletes the report (its rows go with it); false when the user has no such report. */
export async function deleteReport(db: Database, userId: string, id: string): Promise<boolean> {
  const gone = await db.delete(labReports).where(and(eq(labReports.id, id), eq(labReports.userId, userId))).returning({ id: labReports.id });
  return gone.length > 0;
}

/** Every confirmed row of the user with a LOINC code (optionally one marker), newest sample first. */
export async function confirmedResults(db: Database, userId: string, loinc?: string): Promise<{ result: ResultRow; collectedOn: string | null; createdAt: Date }[]> {
  return db
    .select({ result: labResults, collectedOn: labReports.collectedOn, createdAt: labReports.createdAt })
    .from(labResults)
    .innerJoin(labReports, eq(labReports.id, labResults.reportId))
    .where(and(eq(labResults.userId, userId), eq(labReports.status, 'confirmed'), loinc ? eq(labResults.loinc, loinc) : isNotNull(labResults.loinc)))
    .orderBy(desc(labReports.collectedOn), desc(labReports.createdAt), asc(labResults.position))
    .limit(5000);
}

/** The newest sample date of the user's confirmed blood reports, or null. */
export async function newestBloodTest(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newest: max(labReports.collectedOn) })
    .from(labReports)
    .where(and(eq(labReports.userId, userId), eq(labReports.kind, 'blood'), eq(labReports.status, 'confirmed')));
  return row?.newest ?? null;
}

/** The user's confirmed rows with a LOINC code sampled between two days (inclusive), oldest first. */
export async function confirmedResultsBetween(db: Database, userId: string, from: string, to: string): Promise<{ result: ResultRow; collectedOn: string }[]> {
  const rows = await db
    .select({ result: labResults, collectedOn: labReports.collectedOn })
    .from(labResults)
    .innerJoin(labReports, eq(labReports.id, labResults.reportId))
    .where(and(eq(labResults.userId, userId), eq(labReports.status, 'confirmed'), isNotNull(labResults.loinc), gte(labReports.collectedOn, from), lte(labReports.collectedOn, to)))
    .orderBy(asc(labReports.collectedOn), asc(labReports.createdAt), asc(labResults.position))
    .limit(5000);
  return rows.filter((r): r is { result: ResultRow; collectedOn: string } => r.collectedOn !== null);
}
