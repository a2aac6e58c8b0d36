import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, boolean, integer } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from './columns';

/**
 * Reminders and their delivery (W2-D), owned by modules/reminders: RFC 5545 rules (rrule) in the
 * database, each due occurrence materialised once (unique per reminder and instant, also with two
 * server instances), web-push subscriptions and the user's notification settings (quiet hours).
 * Reminder text never names a medicine or a condition: it shows on lock screens.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** What it is for: a dose schedule, a habit, the daily log, a refill. */
    kind: text('kind', { enum: ['dose', 'habit', 'daily-log', 'refill'] }).notNull(),
    /** The dose schedule or habit id it belongs to (null for the daily log). */
    subjectId: uuid('subject_id'),
    /** An RFC 5545 RRULE (with DTSTART) as rrule.js writes it. */
    rule: text('rule').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The lock-screen-safe text ("Time for your evening medicines"). */
    title: text('title').notNull(),
    channels: jsonb('channels').$type<('push' | 'email')[]>().notNull().default(['push']),
    active: boolean('active').notNull().default(true),
    /** The next occurrence not yet materialised (the tick's index). */
    nextAt: timestamp('next_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('reminders_next_idx').on(t.active, t.nextAt), index('reminders_user_idx').on(t.userId)],
);

export const reminderOccurrences = pgTable(
  'reminder_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'suppressed', 'failed'] }).notNull().default('pending'),
    /** Why it was suppressed or failed, or which channels delivered it. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When a delivery took it (pending only): a second delivery leaves it alone until the claim
     * is stale (its worker died), and `outcome` records each channel as it is sent, so a retry
     * sends only what had not gone yet (ADR 0017).
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reminder_occurrences_reminder_due_uq').on(t.reminderId, t.dueAt), index('reminder_occurrences_pending_idx').on(t.status, t.dueAt)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint)],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: userIdColumn().primaryKey(),
  pushEnabled: boolean('push_enabled').notNull().default(false),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  /** Quiet hours in the user's time zone, minutes after midnight (null = none). */
  quietStartMinute: integer('quiet_start_minute'),
  quietEndMinute: integer('quiet_end_minute'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: updatedAtColumn(),
});
