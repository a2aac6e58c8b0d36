/**
 * GET /api/dashboard (W2-C §2): everything the signed-in dashboard's first screen reads, in one
 * answer — the onboarding decision, the stored profile, the newest analysis and the outdated-data
 * reminder. Each part has the same shape as its own endpoint's answer, so the web seeds the
 * individual queries (status, profile, analysis, freshness) from it and the rest of the app reads
 * the same cache.
 */
import { z } from 'zod';
import { analysisResponseSchema, freshnessResponseSchema, storedProfileSchema } from './profile-responses';
import { profileStatusSchema } from './profile-status';

export const dashboardResponseSchema = z.object({
  status: profileStatusSchema.describe('As GET /api/profile/status.'),
  profile: storedProfileSchema.nullable().describe('As GET /api/profile; null when no profile exists yet (that endpoint answers 404).'),
  analysis: analysisResponseSchema.describe('As GET /api/profile/analysis.'),
  freshness: freshnessResponseSchema.describe('As GET /api/profile/freshness.'),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
