/**
 * The profile's status reads and small writes (spec part 2 §2, §4, §7): what the dashboard
 * decision, the onboarding resume, the Previous Data Found card and the System Status card read.
 * The server answers with these shapes; the web reads the inferred types.
 */
import { z } from 'zod';
import { journeyLevels } from '../rules/health-journey';
import { maxResumeStep } from '../rules/onboarding-rules';
import { profileSectionColumns, type ProfileSectionColumn } from '../rules/profile-sections';
import { medicationSchema } from './profile-schemas';

export const journeyLevelSchema = z.enum(journeyLevels, { error: `level must be one of: ${journeyLevels.join(', ')}.` });

export const legacyDataStatusSchema = z.object({
  any: z.boolean().describe('Any legacy user_details data at all.'),
  questionnaire: z.boolean(),
  personalInfo: z.boolean(),
  medicalHistory: z.boolean(),
  medications: z.boolean(),
  diet: z.boolean(),
});
export type LegacyDataStatus = z.infer<typeof legacyDataStatusSchema>;

/** GET /api/profile/status. */
export const profileStatusSchema = z.object({
  hasProfile: z.boolean(),
  onboardingComplete: z.boolean().describe('Flag set, score ≥ 70, or the legacy data says completed (P2-SCORE-12).'),
  isNewUser: z.boolean().describe('No profile, no questionnaire, no medication or diet data (P2-ONB-04).'),
  resumeStep: z.number().int().min(0).max(maxResumeStep).describe('0-based step to resume at: min(lastCompletedStep + 1, 6) (P2-ONB-05).'),
  lastCompletedStep: z.number().int().nullable(),
  completenessScore: z.number(),
  completedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  recoveryOffered: z.boolean(),
  legacy: legacyDataStatusSchema,
  journeyLevel: journeyLevelSchema.nullable(),
  storedMedications: z.array(medicationSchema).describe('Active medicine-cabinet entries as onboarding list items (ids start with db_).'),
  lastSystemCheck: z.string().nullable().describe('Last time the System Status check ran (preferences.lastSystemCheck).'),
});
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

const stepMessage = `lastCompletedStep must be a step number from 0 to ${maxResumeStep}.`;
/** PUT /api/profile/onboarding-progress body (and its answer). */
export const onboardingProgressSchema = z.object({
  lastCompletedStep: z.number({ error: stepMessage }).int('lastCompletedStep must be a whole step number.').min(0, stepMessage).max(maxResumeStep, stepMessage),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** PUT /api/profile/journey body. */
export const journeyBodySchema = z.object({ level: journeyLevelSchema });
/** GET and PUT /api/profile/journey answer; null until chosen. */
export const journeyResponseSchema = z.object({ level: journeyLevelSchema.nullable() });
export type JourneyResponse = z.infer<typeof journeyResponseSchema>;

/** POST /api/profile/system-check answer. */
export const systemCheckResponseSchema = z.object({ lastSystemCheck: z.string() });
export type SystemCheckResponse = z.infer<typeof systemCheckResponseSchema>;

/** Which legacy parts held data: the three user_details columns and each profile section column. */
const legacyDataFoundSchema = z.object({
  questionnaire_data: z.boolean(),
  medication_data: z.boolean(),
  diet_data: z.boolean(),
  ...(Object.fromEntries(Object.values(profileSectionColumns).map((column) => [column, z.boolean()])) as Record<ProfileSectionColumn, z.ZodBoolean>),
});

/** POST /api/profile/recover (manually_recover_user_data, P2-REC). */
export const recoverResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  migration_result: z.object({
    action: z.enum(['created_profile', 'updated_profile']).nullable(),
    completeness_score: z.number(),
    data_found: legacyDataFoundSchema.nullable(),
    user_id: z.string(),
  }),
});
export type RecoverResponse = z.infer<typeof recoverResponseSchema>;

/** POST /api/profile/legacy-import body: an account export file, or a raw user_details object. */
export const legacyImportBodySchema = z
  .record(z.string(), z.unknown())
  .describe('A data file downloaded from the account page ({ tables: { user_details: [row] } }) or a user_details object (questionnaire_data, medication_data, diet_data).');
export const legacyImportResponseSchema = z.object({ imported: z.literal(true), recoveryOffered: z.boolean() });
export type LegacyImportResponse = z.infer<typeof legacyImportResponseSchema>;
