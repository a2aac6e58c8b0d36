/**
 * Biomarkers' API (W2-F): lab reports uploaded (PDF, JPEG, PNG, GIF; Wellness Pro) and read in the
 * background, or entered by hand (free); the person confirms the rows before anything is
 * interpreted; results over time per marker; urine dipstick entries.
 *
 * Contract used by outside checks:
 *   POST /api/biomarkers/reports (multipart, part "file") → 202 { id, status }
 *   GET  /api/biomarkers/reports/:id → { status, results: [{ name, loinc, value, unit, range, flag, confidence }], error }
 */
import { z } from 'zod';
import { localDateSchema } from './tracking-fields';

/** The spec's file rules (part 1, validation): 10 MB, these types and extensions. */
export const labUploadMaxBytes = 10 * 1024 * 1024;
export const labUploadTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] as const;
export const labUploadExtensions = ['.pdf', '.jpg', '.jpeg', '.png', '.gif'] as const;
export const dangerousExtensions = ['exe', 'bat', 'cmd', 'scr', 'com', 'pif', 'jar', 'js', 'vbs', 'wsf'] as const;
export const labUploadMessages = {
  missing: 'No file provided',
  tooLarge: 'File size exceeds maximum of 10MB',
  type: 'File type not allowed',
  extension: 'File extension not allowed',
  dangerous: 'File type is potentially dangerous',
} as const;
export const labReportPagesMax = 20;
export const labRowsMax = 200;

export const labReportStatuses = ['processing', 'needs_review', 'confirmed', 'failed'] as const;
export type LabReportStatus = (typeof labReportStatuses)[number];
export const labFlags = ['low', 'normal', 'high', 'unknown'] as const;
export type LabFlag = (typeof labFlags)[number];
/** Where a flag came from: the lab's printed flag, the lab's printed range, our cited default range, none. */
export const flagSources = ['lab_flag', 'lab_range', 'default_range', 'none'] as const;
export type FlagSource = (typeof flagSources)[number];
export const labKinds = ['blood', 'urine'] as const;
export type LabKind = (typeof labKinds)[number];

export interface LabRange {
  low: number | null;
  high: number | null;
  /** The range as printed ("3.5-5.1", "<200", "> OR = 60", "Negative"), or null. */
  text: string | null;
}

/** One row as read (or typed): the name as printed, the value, its unit and the lab's range. */
export interface LabResultRow {
  /** Stable within a report: the review table edits rows by it. */
  rowId: string;
  /** The name as printed on the report. */
  name: string;
  /** LOINC code of the marker the name maps to, or null when unmapped. */
  loinc: string | null;
  /** Numeric value, or null for a qualitative one (then `text` holds it: "Negative", "Trace", "1+"). */
  value: number | null;
  text: string | null;
  unit: string | null;
  range: LabRange;
  flag: LabFlag;
  flagSource: FlagSource;
  /** 0–1: how sure the reader is that this row was read right. 1 for rows the person typed or confirmed. */
  confidence: number;
  /** Where the row sits on its page (for highlighting on the page image), fractions of the page 0–1. */
  box: { page: number; x: number; y: number; w: number; h: number } | null;
  /** Reasons the reader lowered the confidence ("value outside plausible bounds", "name matched loosely"). */
  notes: string[];
}

export interface LabReportSummary {
  id: string;
  kind: LabKind;
  status: LabReportStatus;
  source: 'upload' | 'manual';
  fileName: string | null;
  /** The day the sample was taken (as read or typed), else null. */
  collectedOn: string | null;
  createdAt: string;
  resultCount: number;
}

export interface LabReportDetail extends LabReportSummary {
  results: LabResultRow[];
  /** Reading progress 0–100 while processing. */
  progress: number;
  pages: number;
  error: string | null;
}

/** A row as the person confirms or types it. */
export const labRowInputSchema = z.object({
  rowId: z.string().max(40).optional(),
  name: z.string({ error: 'Marker name must be text.' }).trim().min(1, 'Enter the marker name.').max(120, 'Marker name can be at most 120 characters.'),
  loinc: z.string().regex(/^\d{1,7}-\d$/, 'That LOINC code is not valid.').nullable().optional(),
  value: z.number({ error: 'Value must be a number.' }).refine(Number.isFinite, 'Value must be a number.').nullable().optional(),
  text: z.string().trim().max(60, 'A text result can be at most 60 characters.').nullable().optional(),
  unit: z.string().trim().max(30, 'Unit can be at most 30 characters.').nullable().optional(),
  rangeText: z.string().trim().max(60, 'Range can be at most 60 characters.').nullable().optional(),
  labFlag: z.enum(['H', 'L', 'A', 'N']).nullable().optional(),
}).refine((r) => (r.value ?? null) !== null || !!r.text, { message: 'Enter a value or a result such as Negative.', path: ['value'] });
export type LabRowInput = z.infer<typeof labRowInputSchema>;

export const confirmReportBodySchema = z.object({
  collectedOn: localDateSchema('Sample date'),
  rows: z.array(labRowInputSchema).min(1, 'Keep at least one row.').max(labRowsMax, `A report can hold at most ${labRowsMax} rows.`),
});
export type ConfirmReportBody = z.infer<typeof confirmReportBodySchema>;

export const manualReportBodySchema = confirmReportBodySchema.extend({ kind: z.enum(labKinds).default('blood') });
export type ManualReportBody = z.infer<typeof manualReportBodySchema>;

/** POST /api/biomarkers/reports?kind=urine: which kind of report the file is (blood by default). */
export const uploadQuerySchema = z.object({ kind: z.enum(labKinds, { error: 'Choose blood or urine.' }).default('blood') });

export const reportParamsSchema = z.object({ id: z.uuid('That report was not found.') });
export const markerParamsSchema = z.object({ loinc: z.string().regex(/^\d{1,7}-\d$/, 'That marker was not found.') });

/** One confirmed value of a marker over time, in the marker's canonical unit. */
export interface MarkerPoint {
  reportId: string;
  collectedOn: string;
  value: number | null;
  text: string | null;
  unit: string | null;
  flag: LabFlag;
  range: LabRange;
}

/** A cited source of a guide or a medicine effect. */
export interface LabSource {
  title: string;
  url: string;
  retrieved: string;
}

/** How one of the person's medicines or supplements can change a marker (from the labs package's rules). */
export interface MarkerMedicineEffect {
  /** The cabinet entry as typed, with the generic name when it differs ('Lipitor (Atorvastatin)'). */
  medicine: string;
  effect: string;
  sources: LabSource[];
}

/** The plain-language guide of a marker: what it measures, common reasons for high and low, what to ask. */
export interface MarkerGuideView {
  name: string;
  measures: string;
  high: string[];
  low: string[];
  ask: string[];
  sources: LabSource[];
}

export interface MarkerHistory {
  loinc: string;
  name: string;
  unit: string | null;
  points: MarkerPoint[];
  /** The marker's guide, or null when there is none. */
  guide: MarkerGuideView | null;
  /** The person's active medicines and supplements that can change this marker. */
  medicineEffects: MarkerMedicineEffect[];
}

/** GET /api/biomarkers/markers: per marker (by LOINC), the latest confirmed value and how many there are. */
export interface MarkerSummary {
  loinc: string;
  name: string;
  count: number;
  latest: MarkerPoint;
  /** The person's medicines that can change this marker (a biotin supplement on a thyroid result, …). */
  medicineEffects: MarkerMedicineEffect[];
}

export interface MarkersResponse {
  markers: MarkerSummary[];
}

// ------------------------------------------------------------ response schemas (the OpenAPI document)

const rangeSchema = z.object({ low: z.number().nullable(), high: z.number().nullable(), text: z.string().nullable() });
const boxSchema = z.object({ page: z.number().int(), x: z.number(), y: z.number(), w: z.number(), h: z.number() }).nullable();

export const labResultRowSchema = z.object({
  rowId: z.string(),
  name: z.string(),
  loinc: z.string().nullable(),
  value: z.number().nullable(),
  text: z.string().nullable(),
  unit: z.string().nullable(),
  range: rangeSchema,
  flag: z.enum(labFlags),
  flagSource: z.enum(flagSources),
  confidence: z.number().min(0).max(1),
  box: boxSchema,
  notes: z.array(z.string()),
});

export const labReportSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(labKinds),
  status: z.enum(labReportStatuses),
  source: z.enum(['upload', 'manual']),
  fileName: z.string().nullable(),
  collectedOn: z.string().nullable(),
  createdAt: z.string(),
  resultCount: z.number().int(),
});

export const labReportDetailSchema = labReportSummarySchema.extend({
  results: z.array(labResultRowSchema),
  progress: z.number().int().min(0).max(100),
  pages: z.number().int(),
  error: z.string().nullable(),
});

export const labReportListSchema = z.object({ reports: z.array(labReportSummarySchema) });
export const labUploadAcceptedSchema = z.object({ id: z.uuid(), status: z.enum(labReportStatuses) });
export const labUploadFormSchema = z.object({
  file: z.string().describe('The lab report (binary): PDF, JPEG, PNG or GIF, at most 10 MB.'),
});
export const pageParamsSchema = z.object({
  id: z.uuid('That report was not found.'),
  n: z.coerce.number({ error: 'That page was not found.' }).int('That page was not found.').min(1, 'That page was not found.').max(labReportPagesMax, 'That page was not found.'),
});

const markerPointSchema = z.object({
  reportId: z.uuid(),
  collectedOn: z.string(),
  value: z.number().nullable(),
  text: z.string().nullable(),
  unit: z.string().nullable(),
  flag: z.enum(labFlags),
  range: rangeSchema,
});
const labSourceSchema = z.object({ title: z.string(), url: z.string(), retrieved: z.string() });
const medicineEffectSchema = z.object({ medicine: z.string(), effect: z.string(), sources: z.array(labSourceSchema) });
const guideSchema = z.object({
  name: z.string(),
  measures: z.string(),
  high: z.array(z.string()),
  low: z.array(z.string()),
  ask: z.array(z.string()),
  sources: z.array(labSourceSchema),
});
export const markerHistorySchema = z.object({
  loinc: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  points: z.array(markerPointSchema),
  guide: guideSchema.nullable(),
  medicineEffects: z.array(medicineEffectSchema),
});
export const markersResponseSchema = z.object({
  markers: z.array(z.object({ loinc: z.string(), name: z.string(), count: z.number().int(), latest: markerPointSchema, medicineEffects: z.array(medicineEffectSchema) })),
});

// ------------------------------------------------------------ the timeline (Wellness Pro "blood and urine correlations")

/** The longest span the timeline answers at once (about three years), and the default (the last 12 months). */
export const timelineSpanDaysMax = 1100;
export const timelineDefaultDays = 365;

/** GET /api/biomarkers/timeline?from&to: both optional; `from` on or before `to`, at most ~3 years apart. */
export const timelineQuerySchema = z
  .object({ from: localDateSchema('From').optional(), to: localDateSchema('To').optional() });
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

export const medicineChangeKinds = ['started', 'stopped', 'resumed', 'changed', 'removed'] as const;
export type MedicineChangeKind = (typeof medicineChangeKinds)[number];
/**
 * What a medicine change's day rests on: the start date the person gave, the cabinet's change log
 * (every add, stop, restart, edit and removal since the log was kept), or, for entries older than
 * the log, the day the entry was added, the last change of an entry marked as not taken, or its last edit.
 */
export const medicineChangeBases = ['start_date', 'logged', 'added', 'marked_not_taken', 'edited'] as const;
export type MedicineChangeBasis = (typeof medicineChangeBases)[number];

export interface TimelineLab {
  collectedOn: string;
  reportId: string;
  loinc: string;
  name: string;
  /** In the marker's canonical unit where one is known; null for a text result. */
  value: number | null;
  unit: string | null;
  flag: LabFlag;
}
export interface TimelineSymptom {
  day: string;
  name: string;
  /** The day's highest severity of that symptom. */
  severity: number;
}
export interface TimelineMedicineChange {
  day: string;
  medicine: string;
  change: MedicineChangeKind;
  basis: MedicineChangeBasis;
}
export interface LabTimeline {
  from: string;
  to: string;
  labs: TimelineLab[];
  symptoms: TimelineSymptom[];
  medicineChanges: TimelineMedicineChange[];
}

export const labTimelineSchema = z.object({
  from: z.string(),
  to: z.string(),
  labs: z.array(
    z.object({ collectedOn: z.string(), reportId: z.uuid(), loinc: z.string(), name: z.string(), value: z.number().nullable(), unit: z.string().nullable(), flag: z.enum(labFlags) }),
  ),
  symptoms: z.array(z.object({ day: z.string(), name: z.string(), severity: z.number() })),
  medicineChanges: z.array(z.object({ day: z.string(), medicine: z.string(), change: z.enum(medicineChangeKinds), basis: z.enum(medicineChangeBases) })),
});
