import { date, doublePrecision, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from './columns';

/** A habit's schedule (W2-D): every day, chosen weekdays (0 = Sunday), or n times a week. */
export type HabitSchedule = { kind: 'daily' } | { kind: 'weekdays'; days: number[] } | { kind: 'times_per_week'; times: number };

/** A pause: the days from..to (inclusive; to null = open) freeze the streak instead of breaking it. */
export interface HabitPause {
  from: string;
  to: string | null;
}

/** Habits and their check-ins (W2-D), owned by modules/habits. */
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    /** 'check' = done or not; 'measurable' = a count towards `target` (8 glasses). */
    kind: text('kind', { enum: ['check', 'measurable'] }).notNull().default('check'),
    target: doublePrecision('target'),
    unit: text('unit'),
    schedule: jsonb('schedule').$type<HabitSchedule>().notNull().default({ kind: 'daily' }),
    /** Skips allowed per calendar month that keep a streak alive. */
    skipBudget: smallint('skip_budget').notNull().default(2),
    pauses: jsonb('pauses').$type<HabitPause[]>().notNull().default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** The user's local day the habit was created: days before it never count against a streak. */
    startedOn: date('started_on', { mode: 'string' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('habits_user_idx').on(t.userId)],
);

export const habitCheckins = pgTable(
  'habit_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** 'done' (value = amount for measurable habits, 1 otherwise) or 'skipped' (uses the skip budget). */
    status: text('status', { enum: ['done', 'skipped'] }).notNull().default('done'),
    value: doublePrecision('value').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('habit_checkins_habit_date_uq').on(t.habitId, t.localDate), index('habit_checkins_user_date_idx').on(t.userId, t.localDate)],
);
