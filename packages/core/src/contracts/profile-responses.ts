/**
 * The health profile API's answers and path parameters (issue 5, spec part 2 §3, §7): the
 * stored profile row, feature data, the newest analysis, freshness, the connection test and
 * the action plans. Section bodies are in profile-contract.ts.
 */
import { z } from 'zod';
import { actionStatusUpdateSchema } from '../rules/action-plan-row';
import { actionCategories, actionPriorities, actionStatuses } from '../rules/action-plans';
import { freshnessSources } from '../rules/data-freshness';
import { personalizationContexts } from '../copy/personalization-prompt';
import { isProfileSectionId, profileSectionIds } from '../rules/profile-sections';

/** A stored section column: the section's JSON as saved (old rows may be partial), or null. */
const storedSection = z.record(z.string(), z.unknown()).nullable().optional();

/** One unified_user_profiles row (GET /api/profile and every profile write). */
export const storedProfileSchema = z
  .object({
    user_id: z.string(),
    data_completeness_score: z.number(),
    onboarding_completed: z.boolean(),
    completed_at: z.string().nullable(),
    personal_info: storedSection,
    medical_history: storedSection,
    symptoms: storedSection,
    medications: storedSection.describe('The medications section plus the server-written analysis and lastUpdated.'),
    lifestyle_data: storedSection,
    dietary_info: storedSection,
    health_goals: storedSection,
    conditions: storedSection,
    health_assessment: storedSection,
    preferences: storedSection,
    additional_data: storedSection,
    created_at: z.string(),
    updated_at: z.string(),
    section_versions: z.partialRecord(z.enum(profileSectionIds), z.string()).describe('Send a section\'s entry back with its save (If-Match or versions): a stale save answers 409 SECTION_CHANGED.'),
  })
  .loose();
export type StoredProfileRow = z.infer<typeof storedProfileSchema>;

export const profileSectionParamsSchema = z.object({
  id: z.string().refine(isProfileSectionId, `Unknown profile section. Use one of: ${profileSectionIds.join(', ')}.`).describe(`One of: ${profileSectionIds.join(', ')}.`),
});

export const featureParamsSchema = z.object({
  feature: z.enum(personalizationContexts, { error: `Unknown feature. Use one of: ${personalizationContexts.join(', ')}.` }),
});

/** GET /api/profile/feature/:feature. */
export const featureDataSchema = z.object({
  feature: z.enum(personalizationContexts),
  hasProfile: z.boolean(),
  data_completeness_score: z.number(),
  data: z.record(z.string(), z.unknown()).describe('The profile columns the feature reads.'),
});
export type FeatureDataResponse = z.infer<typeof featureDataSchema>;

/** GET /api/profile/analysis. */
export const analysisResponseSchema = z.object({
  analysis_result: z.record(z.string(), z.unknown()).nullable().describe('The newest analysis_results row, or null.'),
  created_at: z.string().nullable(),
  immuneScore: z.number().describe('analysis_result.immuneScore, 78 when absent (P2-SWD-20).'),
  demoDataViolation: z.boolean().describe('Paid users only: a demo_data_leak error report exists (P2-TIER-08).'),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

const freshnessSourceIds = Object.keys(freshnessSources) as [keyof typeof freshnessSources, ...(keyof typeof freshnessSources)[]];

/** GET /api/profile/freshness: outdated records only (older than 3 months). */
export const freshnessResponseSchema = z.object({
  items: z.array(z.object({ source: z.enum(freshnessSourceIds), label: z.string(), route: z.string(), daysAgo: z.number() })),
  checkedAt: z.string(),
});
export type FreshnessResponse = z.infer<typeof freshnessResponseSchema>;

const rowSchema = z.record(z.string(), z.unknown());
/** GET /api/profile/diagnostics: the Previous Data Found card's connection test. */
export const diagnosticsResponseSchema = z.object({
  connection: z.object({ ok: z.literal(true), profiles: z.number() }),
  user_details: rowSchema.nullable(),
  unified_user_profile: storedProfileSchema.nullable(),
  user_preferences: rowSchema.nullable(),
});
export type DiagnosticsResponse = z.infer<typeof diagnosticsResponseSchema>;

/** One action plan as the API sends it (rules/action-plans.ts reads rows with defaults into this). */
export const actionPlanViewSchema = z.object({
  action_id: z.string(),
  title: z.string(),
  category: z.enum(actionCategories),
  priority: z.enum(actionPriorities),
  impact_score: z.number().int().min(1).max(10),
  time_sensitivity: z.number().int().min(1).max(10),
  description: z.string(),
  status: z.enum(actionStatuses),
  completed_at: z.string().nullable(),
  scheduled_for: z.string().nullable(),
  metadata: z.object({ steps: z.array(z.string()) }),
});
export type ActionPlanView = z.infer<typeof actionPlanViewSchema>;

/** GET /api/profile/action-plans: the spec's sample actions for everyone but paid users. */
export const actionPlansResponseSchema = z.object({ sample: z.boolean(), plans: z.array(actionPlanViewSchema) });
export type ActionPlansResponse = z.infer<typeof actionPlansResponseSchema>;

export const actionParamsSchema = z.object({ actionId: z.uuid() });

/** PATCH /api/profile/action-plans/:actionId body: `{ completed: boolean }`, or `{ status: 'pending' | 'completed' }`. */
export const actionUpdateBodySchema = z.union(
  [z.object({ completed: z.boolean() }).transform((b) => b.completed), actionStatusUpdateSchema.transform((b) => b.status === 'completed')],
  { error: 'Send { "completed": true } or { "completed": false }.' },
);
