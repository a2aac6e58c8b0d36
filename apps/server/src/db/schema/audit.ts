import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The audit log (spec part 1 §3, §7; P1-AUD-01..10): events the web sends through
 * POST /api/audit and the rows the server writes itself (sign-in, sign-out, health data,
 * chat requests with action 'ai_health_chat', counted for the daily chat limit).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always the session's user (never the body's), null when signed out. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    success: boolean('success').notNull().default(true),
    userAgent: text('user_agent'),
    sessionId: text('session_id'),
    ipAddress: text('ip_address'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    riskLevel: text('risk_level', { enum: ['LOW', 'MEDIUM', 'HIGH'] })
      .notNull()
      .default('LOW'),
    phiAccessed: boolean('phi_accessed').notNull().default(false),
    phiDetails: jsonb('phi_details'),
    /** 'client' for POST /api/audit, 'server' for rows the server writes itself. */
    source: text('source', { enum: ['client', 'server'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_user_action_created_idx').on(t.userId, t.action, t.createdAt),
    index('audit_logs_created_idx').on(t.createdAt),
  ],
);
