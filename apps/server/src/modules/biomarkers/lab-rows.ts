/**
 * Shared pieces of the biomarkers module: a stored row as the API's LabResultRow, a report as its
 * summary, the value in the marker's canonical unit, the parser's context from the profile, and
 * where a report's files live in the blob store.
 */
import type { LabReportSummary, LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import type { Database } from '../../db/client';
import { findProfile } from '../profile/profile.service';
import type { ReportRow, ResultRow, StoredRow } from './biomarkers.repo';
import type { CanonicalConverter, LabContext } from './lab-ports';

/** Every file of a user's lab reports sits under this folder of the blob store. */
export const userPrefix = (userId: string) => `labs/${userId}/`;
export const reportPrefix = (userId: string, reportId: string) => `labs/${userId}/${reportId}/`;
export const originalKey = (userId: string, reportId: string) => `${reportPrefix(userId, reportId)}original`;
export const pageKey = (userId: string, reportId: string, page: number) => `${reportPrefix(userId, reportId)}page-${page}.png`;

export function toResultRow(r: ResultRow): LabResultRow {
  return {
    rowId: r.rowId,
    name: r.name,
    loinc: r.loinc,
    value: r.value,
    text: r.text,
    unit: r.unit,
    range: { low: r.rangeLow, high: r.rangeHigh, text: r.rangeText },
    flag: r.flag,
    flagSource: r.flagSource,
    confidence: r.confidence,
    box: r.box ?? null,
    notes: r.notes ?? [],
  };
}

export function toSummary(r: ReportRow, resultCount: number): LabReportSummary {
  return { id: r.id, kind: r.kind, status: r.status, source: r.source, fileName: r.fileName, collectedOn: r.collectedOn, createdAt: r.createdAt.toISOString(), resultCount };
}

/** The row with its value in the marker's canonical unit (null when unmapped, qualitative or not convertible). */
export function withCanonical(row: LabResultRow, toCanonical: CanonicalConverter): StoredRow {
  const converted = row.loinc && row.value !== null ? toCanonical(row.loinc, row.value, row.unit) : null;
  return { ...row, canonicalValue: converted?.value ?? null, canonicalUnit: converted?.unit ?? null };
}

/** What the parser knows of the person: sex and age from the profile's personal information. */
export async function labContextOf(db: Database, userId: string): Promise<LabContext> {
  const info = (await findProfile(db, userId))?.personal_info ?? {};
  const age = typeof info.age === 'number' && Number.isFinite(info.age) && info.age > 0 ? Math.floor(info.age) : null;
  const sex = info.gender === 'male' || info.gender === 'female' ? info.gender : null;
  return { sex, ageYears: age };
}
