import { z } from 'zod';
import { isTimeZone } from '../tracking/zoned-time';

/**
 * Importing another tracker's CSV export (Daylio, Bearable, or our own tracking CSV) and
 * downloading ours. POST /api/tracking/import takes multipart/form-data with one part `file`;
 * `?dryRun=true` answers the same counts and a preview without saving anything.
 */

export const importMaxFileBytes = 5 * 1024 * 1024;

export const trackingImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun is true or false.' })
    .optional()
    .transform((v) => v === 'true'),
  /**
   * The zone the export's local times were written in: the browser sends its own. Left out, the
   * person's tracking settings' zone, else UTC.
   */
  timeZone: z.string().max(64).refine(isTimeZone, 'Use a time zone name such as Europe/Berlin or America/New_York.').optional(),
});

export const trackingImportFormSchema = z.object({
  file: z.string().describe('The CSV file (binary), at most 5 MB: a Daylio or Bearable export, or our own tracking CSV.'),
});

export const importLineErrorSchema = z.object({ line: z.number().int(), message: z.string() });

export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  kind: z.enum(['mood', 'symptom', 'daily']),
  date: z.string(),
  time: z.string().nullable(),
  /** What a person reads: "Mood 4/5 · walk, friends", "Headache 5/10", "Sleep 7.5 h · energy 3/5". */
  summary: z.string(),
});

export const trackingImportResultSchema = z.object({
  format: z.enum(['daylio', 'bearable', 'thrivewell']),
  dryRun: z.boolean(),
  /** Entries saved (or, in a dry run, that would be): mood and symptom entries, and days of the daily log created or filled in. */
  imported: z.number().int(),
  /** Rows read but not saved: already imported, repeated in the file, or of a kind the app does not import. */
  skipped: z.number().int(),
  /** The first 200 line errors, in line order; errorCount has them all. */
  errors: z.array(importLineErrorSchema),
  errorCount: z.number().int(),
  skippedReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  byKind: z.object({ mood: z.number().int(), symptom: z.number().int(), daily: z.number().int() }),
  /** The first 20 entries read from the file. */
  preview: z.array(importPreviewRowSchema),
});

export type TrackingImportResult = z.infer<typeof trackingImportResultSchema>;
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;
