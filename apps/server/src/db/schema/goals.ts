import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from './columns';

/**
 * Goals, progress measurements and achievements (W2-D), owned by modules/goals. Goals start from
 * the profile's health goals and specific targets (target weight, sleep target, fitness target);
 * measurements are the logs they are tracked with (weight, activity minutes, steps, blood pressure).
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    title: text('title').notNull(),
    /** The measured metric ('weight', 'sleep_hours', 'activity_minutes', 'steps', …) or null for a goal without a number. */
    metric: text('metric'),
    target: doublePrecision('target'),
    unit: text('unit'),
    direction: text('direction', { enum: ['decrease', 'increase', 'reach'] }),
    startValue: doublePrecision('start_value'),
    dueDate: date('due_date', { mode: 'string' }),
    /** Set when the goal came from the profile (e.g. 'healthGoals.specificTargets.targetWeight'). */
    profileKey: text('profile_key'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('goals_user_idx').on(t.userId), uniqueIndex('goals_user_profile_key_uq').on(t.userId, t.profileKey).where(sql`${t.profileKey} is not null`)],
);

export const measurements = pgTable(
  'measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    note: text('note'),
    clientId: text('client_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('measurements_user_metric_date_idx').on(t.userId, t.metric, t.localDate),
    uniqueIndex('measurements_user_client_uq').on(t.userId, t.clientId).where(sql`${t.clientId} is not null`),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** Stable key of the milestone ('habit-streak-7:<habitId>', 'first-mood', …): earned once. */
    key: text('key').notNull(),
    kind: text('kind', { enum: ['streak', 'adherence', 'goal', 'consistency', 'first-steps'] }).notNull(),
    title: text('title').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('achievements_user_key_uq').on(t.userId, t.key)],
);
