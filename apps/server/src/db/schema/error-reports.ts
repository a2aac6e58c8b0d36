import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Client and server error reports (spec part 1 §3). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    errorType: text('error_type').notNull(),
    errorMessage: text('error_message').notNull(),
    stackTrace: text('stack_trace'),
    url: text('url'),
    userAgent: text('user_agent'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    userId: text('user_id'),
    context: jsonb('context').$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_received_at_idx').on(t.receivedAt)],
);
