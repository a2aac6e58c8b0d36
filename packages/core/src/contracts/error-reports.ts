import { z } from 'zod';

/** Error severities (spec part 1 §4). */
export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof errorSeverities)[number];

/** Most reports a client may send in one batch, and the size caps of each field. */
export const errorReportLimits = {
  maxBatch: 50,
  maxMessage: 2000,
  maxStack: 8000,
  maxUrl: 2048,
  maxUserAgent: 512,
  maxContextBytes: 16_000,
} as const;

const clipped = (max: number) => z.string().transform((s) => s.slice(0, max));

/** One report as the client sends it (fields of table error_reports, spec part 1 §3). */
export const errorReportSchema = z.object({
  error_type: z.string().trim().min(1).max(100),
  error_message: clipped(errorReportLimits.maxMessage),
  stack_trace: clipped(errorReportLimits.maxStack).nullish(),
  url: clipped(errorReportLimits.maxUrl).nullish(),
  user_agent: clipped(errorReportLimits.maxUserAgent).nullish(),
  timestamp: z.iso.datetime({ offset: true }),
  severity: z.enum(errorSeverities),
  user_id: z.string().max(100).nullish(),
  context: z
    .record(z.string(), z.unknown())
    .nullish()
    .refine((c) => c == null || JSON.stringify(c).length <= errorReportLimits.maxContextBytes, {
      message: `context must be at most ${errorReportLimits.maxContextBytes} bytes of JSON`,
    }),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;
export type ErrorReportInput = z.input<typeof errorReportSchema>;

export const errorReportBatchSchema = z.object({
  reports: z.array(errorReportSchema).min(1).max(errorReportLimits.maxBatch),
});
export type ErrorReportBatch = z.infer<typeof errorReportBatchSchema>;
