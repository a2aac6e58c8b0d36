import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, integer } from 'drizzle-orm/pg-core';
import { createdAtColumn, entrySourceColumn, updatedAtColumn, userIdColumn } from './columns';

/**
 * Daily tracking (W2-D), owned by modules/tracking: mood entries, symptom entries and the daily
 * log (sleep, energy, stress, water, meals, factors). Every entry keeps the instant it was
 * recorded (`recorded_at`) and the user's calendar day in their time zone (`local_date`), which
 * daily aggregation groups by. `client_id` makes a save from the offline queue idempotent;
 * `import_key` makes a re-import of the same CSV add nothing.
 */

/** The user's tracking settings: the time zone days are counted in (IANA name). */
export const trackingSettings = pgTable('tracking_settings', {
  userId: userIdColumn().primaryKey(),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: updatedAtColumn(),
});

export const moodEntries = pgTable(
  'mood_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** The value and the scale it was given on (1..scaleMax), kept together. */
    value: smallint('value').notNull(),
    scaleMax: smallint('scale_max').notNull().default(5),
    /** Optional 1..5 ratings. */
    energy: smallint('energy'),
    anxiety: smallint('anxiety'),
    /** Emotion tags ("calm", "irritable", …). */
    emotions: jsonb('emotions').$type<string[]>().notNull().default([]),
    /** What the person did (Daylio's activities): binary factors for patterns. */
    activities: jsonb('activities').$type<string[]>().notNull().default([]),
    note: text('note'),
    source: entrySourceColumn(),
    clientId: text('client_id'),
    importKey: text('import_key'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('mood_entries_user_date_idx').on(t.userId, t.localDate),
    uniqueIndex('mood_entries_user_client_uq').on(t.userId, t.clientId).where(sql`${t.clientId} is not null`),
    uniqueIndex('mood_entries_user_import_uq').on(t.userId, t.importKey).where(sql`${t.importKey} is not null`),
  ],
);

export const symptomEntries = pgTable(
  'symptom_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** A symptom of the spec's list or a custom one, as typed (trimmed). */
    symptom: text('symptom').notNull(),
    severity: smallint('severity').notNull(),
    durationMinutes: integer('duration_minutes'),
    triggers: jsonb('triggers').$type<string[]>().notNull().default([]),
    note: text('note'),
    source: entrySourceColumn(),
    clientId: text('client_id'),
    importKey: text('import_key'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('symptom_entries_user_date_idx').on(t.userId, t.localDate),
    uniqueIndex('symptom_entries_user_client_uq').on(t.userId, t.clientId).where(sql`${t.clientId} is not null`),
    uniqueIndex('symptom_entries_user_import_uq').on(t.userId, t.importKey).where(sql`${t.importKey} is not null`),
  ],
);

export interface MealLogItem {
  slot: string;
  description: string;
}

/** One row per user and day: the quick daily log's day-level values. */
export const dailyLogs = pgTable(
  'daily_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sleepHours: doublePrecision('sleep_hours'),
    /** 1..5 */
    sleepQuality: smallint('sleep_quality'),
    /** 1..5 */
    energy: smallint('energy'),
    /** 1..10, the profile's stress scale. */
    stress: smallint('stress'),
    waterGlasses: smallint('water_glasses'),
    meals: jsonb('meals').$type<MealLogItem[]>().notNull().default([]),
    /** Day-level yes/no factors ("caffeine after 2 pm", "alcohol"): binary factors for patterns. */
    factors: jsonb('factors').$type<string[]>().notNull().default([]),
    note: text('note'),
    source: entrySourceColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('daily_logs_user_date_uq').on(t.userId, t.localDate)],
);
