import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { FlagSource, LabFlag, LabKind, LabReportStatus, LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import { createdAtColumn, updatedAtColumn, userIdColumn } from './columns';

/**
 * Lab reports and their rows (W2-F), owned by modules/biomarkers. The uploaded file and its page
 * images live in the blob store under `labs/<userId>/<reportId>/` (never in the database); the
 * report keeps their keys. A row's value is kept as read (value, unit) and, where the marker has a
 * canonical unit, converted to it for the history across labs.
 */
export const labReports = pgTable(
  'lab_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    kind: text('kind').$type<LabKind>().notNull().default('blood'),
    source: text('source', { enum: ['upload', 'manual'] }).notNull(),
    status: text('status').$type<LabReportStatus>().notNull(),
    /** Reading progress 0–100 while processing. */
    progress: integer('progress').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    fileName: text('file_name'),
    /** The stored original (uploads only) and the page images, in page order. */
    fileKey: text('file_key'),
    pageKeys: jsonb('page_keys').$type<string[]>().notNull().default([]),
    contentType: text('content_type'),
    collectedOn: date('collected_on', { mode: 'string' }),
    /** Why reading failed, in words for the person; null otherwise. */
    error: text('error'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('lab_reports_user_created_idx').on(t.userId, t.createdAt)],
);

export const labResults = pgTable(
  'lab_results',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => labReports.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    rowId: text('row_id').notNull(),
    /** Order of the row in the report. */
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    loinc: text('loinc'),
    value: doublePrecision('value'),
    text: text('text'),
    unit: text('unit'),
    rangeLow: doublePrecision('range_low'),
    rangeHigh: doublePrecision('range_high'),
    rangeText: text('range_text'),
    flag: text('flag').$type<LabFlag>().notNull().default('unknown'),
    flagSource: text('flag_source').$type<FlagSource>().notNull().default('none'),
    confidence: doublePrecision('confidence').notNull().default(0),
    box: jsonb('box').$type<LabResultRow['box']>(),
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    /** The value in the marker's canonical unit (history across labs), or null when it has none. */
    canonicalValue: doublePrecision('canonical_value'),
    canonicalUnit: text('canonical_unit'),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.rowId] }), index('lab_results_user_loinc_idx').on(t.userId, t.loinc)],
);
