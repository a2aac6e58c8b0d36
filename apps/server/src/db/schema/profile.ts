import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LegacyUserDetails } from '@thrivewell/core/rules/legacy-user-details';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { users } from './auth';

/**
 * The health profile tables (spec part 2 §3). Unlike the other schema files, the TypeScript
 * keys are the spec's snake_case names: these rows go over the wire as they are
 * (GET /api/profile answers `data_completeness_score`, `personal_info`, …) and the account
 * export file carries the same names, which POST /api/profile/legacy-import reads back.
 * Every table has `user_id` → users.id ON DELETE CASCADE, so export and deletion find it.
 */

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

type Json<K extends keyof UnifiedProfile> = NonNullable<UnifiedProfile[K]>;

export const unifiedUserProfiles = pgTable('unified_user_profiles', {
  user_id: userId().primaryKey(),
  data_completeness_score: integer('data_completeness_score').notNull().default(0),
  onboarding_completed: boolean('onboarding_completed').notNull().default(false),
  completed_at: timestamp('completed_at', { withTimezone: true }),
  personal_info: jsonb('personal_info').$type<Json<'personal_info'>>(),
  medical_history: jsonb('medical_history').$type<Json<'medical_history'>>(),
  medications: jsonb('medications').$type<Json<'medications'>>(),
  lifestyle_data: jsonb('lifestyle_data').$type<Json<'lifestyle_data'>>(),
  dietary_info: jsonb('dietary_info').$type<Json<'dietary_info'>>(),
  conditions: jsonb('conditions').$type<Json<'conditions'>>(),
  symptoms: jsonb('symptoms').$type<Json<'symptoms'>>(),
  health_assessment: jsonb('health_assessment').$type<Json<'health_assessment'>>(),
  health_goals: jsonb('health_goals').$type<Json<'health_goals'>>(),
  preferences: jsonb('preferences').$type<Record<string, unknown>>(),
  additional_data: jsonb('additional_data').$type<Record<string, unknown>>(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const userPreferences = pgTable('user_preferences', {
  user_id: userId().primaryKey(),
  onboarding_completed: boolean('onboarding_completed').notNull().default(false),
  health_journey_level: text('health_journey_level', { enum: ['maintain', 'improve', 'transform'] }),
  updated_at: updatedAt(),
});

/** The legacy questionnaire store (read by data recovery; written by the data-file import). */
export const userDetails = pgTable('user_details', {
  user_id: userId().primaryKey(),
  questionnaire_data: jsonb('questionnaire_data').$type<LegacyUserDetails['questionnaire_data']>(),
  medication_data: jsonb('medication_data').$type<LegacyUserDetails['medication_data']>(),
  diet_data: jsonb('diet_data').$type<LegacyUserDetails['diet_data']>(),
  updated_at: updatedAt(),
});

export interface ActionPlanMetadata {
  steps: string[];
  /** The generator's stable key, so a re-run updates instead of duplicating. */
  key?: string;
  basedOn?: string[];
}

export const healthActionPlans = pgTable(
  'health_action_plans',
  {
    action_id: uuid('action_id').primaryKey().defaultRandom(),
    user_id: userId(),
    title: text('title').notNull(),
    category: text('category', { enum: ['nutrition', 'lifestyle', 'fitness', 'other'] }).notNull().default('other'),
    priority: text('priority', { enum: ['high', 'medium', 'low'] }).notNull().default('medium'),
    impact_score: integer('impact_score').notNull().default(7),
    time_sensitivity: integer('time_sensitivity').notNull().default(7),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['pending', 'completed'] }).notNull().default('pending'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    scheduled_for: timestamp('scheduled_for', { withTimezone: true }),
    metadata: jsonb('metadata').$type<ActionPlanMetadata>().notNull().default({ steps: ['Complete this action'] }),
    created_at: createdAt(),
  },
  (t) => [index('health_action_plans_user_idx').on(t.user_id)],
);

export const analysisResults = pgTable(
  'analysis_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userId(),
    analysis_result: jsonb('analysis_result').$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('analysis_results_user_created_idx').on(t.user_id, t.created_at)],
);

/** The freshness records of the outdated-data reminder (§7): newest updated_at per user. */
const freshnessTable = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      user_id: userId(),
      data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
      updated_at: updatedAt(),
    },
    (t) => [index(`${name}_user_updated_idx`).on(t.user_id, t.updated_at)],
  );

export const dietProfiles = freshnessTable('diet_profiles');
export const healthGoalRecords = freshnessTable('health_goals');
export const bloodTestHistory = freshnessTable('blood_test_history');
