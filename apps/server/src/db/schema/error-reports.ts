import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

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
    /**
     * The session's user when the report was sent signed in (null signed out). A report may
     * carry health details, so it is the user's data: exported with the account and deleted
     * with it.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    context: jsonb('context').$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_received_at_idx').on(t.receivedAt), index('error_reports_user_idx').on(t.userId)],
);
