import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, boolean, integer } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from './columns';
import { medications } from './medications';

/**
 * Medication doses (W2-D), owned by modules/doses: a schedule per cabinet entry (dose times
 * derived from its frequency, editable), each scheduled dose's outcome, and the supply left for
 * refill reminders. The cabinet entry itself stays modules/cabinet's.
 */
export const doseSchedules = pgTable(
  'dose_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    /** Local times of day 'HH:MM' in the schedule's time zone. */
    times: jsonb('times').$type<string[]>().notNull().default([]),
    /** Weekdays it applies (0 = Sunday); empty = every day. 'as needed' entries have no times. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    asNeeded: boolean('as_needed').notNull().default(false),
    /** Every how many days from start_date ("every other day" = 2); 1 = daily or the weekdays above. */
    everyDays: integer('every_days').notNull().default(1),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Units taken per dose and the supply on hand, for refill reminders (null = not tracked). */
    unitsPerDose: doublePrecision('units_per_dose').notNull().default(1),
    quantityOnHand: doublePrecision('quantity_on_hand'),
    refillThresholdDays: integer('refill_threshold_days').notNull().default(7),
    startDate: date('start_date', { mode: 'string' }),
    /**
     * The cabinet entry's frequency text the times were last derived from: when the person changes
     * it in the cabinet, the times are derived again (null on schedules made before it was kept).
     */
    frequencySeen: text('frequency_seen'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('dose_schedules_medication_uq').on(t.medicationId), index('dose_schedules_user_idx').on(t.userId)],
);

export const doseEvents = pgTable(
  'dose_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => doseSchedules.id, { onDelete: 'cascade' }),
    /** The scheduled instant (an as-needed dose: when it was taken). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['taken', 'skipped', 'late', 'missed'] }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    clientId: text('client_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('dose_events_schedule_time_uq').on(t.scheduleId, t.scheduledFor), index('dose_events_user_date_idx').on(t.userId, t.localDate)],
);
