import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionStatusUpdateSchema } from '@thrivewell/core/rules/action-plans';
import { journeyLevels } from '@thrivewell/core/rules/health-journey';
import { personalizationContexts } from '@thrivewell/core/copy/personalization-prompt';
import { multipleSectionsBodySchema, validateSectionSave } from '@thrivewell/core/contracts/profile-contract';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { isProfileSectionId, profileSectionIds, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { sampleActions } from '@thrivewell/core/copy/wellness-dashboard-samples';
import type { Database } from '../../db/client';
import { AppError, parseRequest } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { ServerAuditAction } from '../audit/audit-actions';
import { requireUser, type SessionUser } from '../auth/session';
import { listActionPlans, setActionCompleted } from './action-plans.service';
import { createMedicationAnalysisScheduler } from './medication-analysis';
import { importLegacyData, maxImportBytes, recoverUserData } from './profile-recovery.service';
import { completeOnboarding, featureData, findProfile, journeyLevel, saveSections, setJourneyLevel, toProfile } from './profile.service';
import { versionFromIfMatch } from './profile-versions';

/** The profile routes' own 401 text (spec part 2 §5, §8): the client maps it to the login toast and /auth. */
const requireProfileUser = (request: FastifyRequest): Promise<SessionUser> => requireUser(request, profileMessages.authRequired);

const sectionParams = z.object({
  id: z.string().refine(isProfileSectionId, `Unknown profile section. Use one of: ${profileSectionIds.join(', ')}.`),
});
const featureParams = z.object({
  feature: z.enum(personalizationContexts, { error: `Unknown feature. Use one of: ${personalizationContexts.join(', ')}.` }),
});
const journeyBodySchema = z.object({ level: z.enum(journeyLevels, { error: `level must be one of: ${journeyLevels.join(', ')}.` }) });
/** `{ completed: boolean }`, or core's `{ status: 'pending' | 'completed' }`. */
const actionUpdateSchema = z.union([
  z.object({ completed: z.boolean() }).transform((b) => b.completed),
  actionStatusUpdateSchema.transform((b) => b.status === 'completed'),
], { error: 'Send { "completed": true } or { "completed": false }.' });
const actionParams = z.object({ actionId: z.uuid() });

/**
 * The health profile API (issue 5). Every route needs a session and reads or writes only the
 * session user's rows:
 * - GET /api/profile; PUT /api/profile/sections/:id; PUT /api/profile/sections; POST /api/profile/complete
 * - GET /api/profile/feature/:feature
 * - POST /api/profile/recover; POST /api/profile/legacy-import
 * - GET|PUT /api/profile/journey
 * - GET /api/profile/action-plans; PATCH /api/profile/action-plans/:actionId
 */
export async function profileRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const analysis = createMedicationAnalysisScheduler(db, app.log);
  app.addHook('onClose', async () => analysis.close());

  const audit = (request: FastifyRequest, userId: string, action: ServerAuditAction, resourceId?: string) =>
    writeAudit(db, { userId, action, resourceType: 'unified_user_profiles', resourceId: resourceId ?? userId, phiAccessed: true, ipAddress: request.ip }, request.log);

  async function save(request: FastifyRequest, userId: string, sections: Parameters<typeof saveSections>[2]) {
    const row = await saveSections(db, userId, sections);
    await audit(request, userId, 'profile_sections_updated', profileSectionIds.filter((id) => sections[id] !== undefined).join(','));
    if (sections.medications) analysis.schedule(userId);
    return toProfile(row);
  }

  app.get('/api/profile', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    const row = await findProfile(db, user.id);
    if (!row) throw new AppError('PROFILE_NOT_FOUND', 'No health profile yet. Start onboarding to create one.', 404);
    return toProfile(row);
  });

  app.put('/api/profile/sections/:id', async (request) => {
    const user = await requireProfileUser(request);
    const { id } = parseRequest(sectionParams, request.params);
    const section = id as ProfileSectionId;
    const checked = validateSectionSave(section, request.body);
    if (!checked.success) {
      const first = checked.errors[0];
      throw new AppError('VALIDATION_ERROR', first?.message ?? 'The section is not valid.', 400, first?.field || undefined);
    }
    // If-Match: the section_versions entry the client edited from (409 SECTION_CHANGED when stale).
    const version = versionFromIfMatch(request.headers['if-match']);
    return save(request, user.id, { [section]: checked.data, ...(version ? { versions: { [section]: version } } : {}) });
  });

  app.put('/api/profile/sections', async (request) => {
    const user = await requireProfileUser(request);
    const body = parseRequest(multipleSectionsBodySchema, request.body);
    return save(request, user.id, body);
  });

  app.post('/api/profile/complete', async (request) => {
    const user = await requireProfileUser(request);
    const row = await completeOnboarding(db, user.id);
    await audit(request, user.id, 'onboarding_completed');
    return toProfile(row);
  });

  app.get('/api/profile/feature/:feature', async (request, reply) => {
    const user = await requireProfileUser(request);
    const { feature } = parseRequest(featureParams, request.params);
    reply.header('cache-control', 'no-store');
    return featureData(db, user.id, feature);
  });

  app.post('/api/profile/recover', async (request) => {
    const user = await requireProfileUser(request);
    const result = await recoverUserData(db, user.id);
    if (result.success) await audit(request, user.id, 'profile_recovered');
    return result;
  });

  app.post('/api/profile/legacy-import', { bodyLimit: maxImportBytes }, async (request) => {
    const user = await requireProfileUser(request);
    const result = await importLegacyData(db, user.id, request.body);
    await writeAudit(db, { userId: user.id, action: 'legacy_data_imported', resourceType: 'user_details', resourceId: user.id, phiAccessed: true, ipAddress: request.ip }, request.log);
    return result;
  });

  app.get('/api/profile/journey', async (request) => {
    const user = await requireProfileUser(request);
    return { level: await journeyLevel(db, user.id) };
  });

  app.put('/api/profile/journey', async (request) => {
    const user = await requireProfileUser(request);
    const { level } = parseRequest(journeyBodySchema, request.body);
    return { level: await setJourneyLevel(db, user.id, level) };
  });

  app.get('/api/profile/action-plans', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    const status = await app.subscriptions.statusFor(user.id);
    // Only paid (health) users load real plans; everyone else sees the sample (spec §1, §2).
    if (status.simplifiedTier !== 'paid') return { sample: true, plans: sampleActions };
    return { sample: false, plans: await listActionPlans(db, user.id) };
  });

  app.patch('/api/profile/action-plans/:actionId', async (request) => {
    const user = await requireProfileUser(request);
    const params = actionParams.safeParse(request.params);
    if (!params.success) throw new AppError('ACTION_NOT_FOUND', 'That action was not found.', 404);
    const completed = parseRequest(actionUpdateSchema, request.body);
    const plan = await setActionCompleted(db, user.id, params.data.actionId, completed);
    await writeAudit(db, { userId: user.id, action: 'action_plan_updated', resourceType: 'health_action_plans', resourceId: plan.action_id, phiAccessed: true, ipAddress: request.ip }, request.log);
    return plan;
  });
}
