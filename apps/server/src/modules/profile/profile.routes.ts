import type { FastifyInstance, FastifyRequest } from 'fastify';
import { multipleSectionsBodySchema, validateSectionSave } from '@thrivewell/core/contracts/profile-contract';
import { actionParamsSchema, actionUpdateBodySchema, featureParamsSchema, profileSectionParamsSchema } from '@thrivewell/core/contracts/profile-responses';
import { journeyBodySchema } from '@thrivewell/core/contracts/profile-status';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { Database } from '../../db/client';
import { AppError, parseRequest } from '../../errors';
import { requireUser, requireUserWithRow, type SessionUser } from '../auth/session';
import type { CabinetService } from '../cabinet/cabinet.service';
import { actionPlansFor, completeAction, completeProfileOnboarding, importLegacyProfile, recoverProfile, saveProfileSections, type PlanReader, type ProfileActor } from './profile-changes.service';
import { maxImportBytes } from './profile-recovery.service';
import { featureData, journeyLevel, sessionProfileSource, setJourneyLevel, toProfile, type saveSections } from './profile.service';
import { versionFromIfMatch } from './profile-versions';

/** The profile routes' own 401 text (spec part 2 §5, §8): the client maps it to the login toast and /auth. */
const requireProfileUser = (request: FastifyRequest): Promise<SessionUser> => requireUser(request, profileMessages.authRequired);

/**
 * The health profile API (issue 5). Every route needs a session and reads or writes only the
 * session user's rows:
 * - GET /api/profile; PUT /api/profile/sections/:id; PUT /api/profile/sections; POST /api/profile/complete
 * - GET /api/profile/feature/:feature
 * - POST /api/profile/recover; POST /api/profile/legacy-import
 * - GET|PUT /api/profile/journey
 * - GET /api/profile/action-plans; PATCH /api/profile/action-plans/:actionId
 */
export async function profileRoutes(app: FastifyInstance, opts: { db: Database; cabinet: CabinetService; subscriptions: PlanReader }) {
  const { db, cabinet, subscriptions } = opts;

  const actor = (request: FastifyRequest, user: SessionUser): ProfileActor => ({ userId: user.id, ipAddress: request.ip, log: request.log });

  const save = (request: FastifyRequest, user: SessionUser, sections: Parameters<typeof saveSections>[3]) => saveProfileSections(db, cabinet, actor(request, user), sections);

  // The session and the profile row are read in one query.
  const sessionProfile = sessionProfileSource(db);
  app.get('/api/profile', async (request, reply) => {
    const { row } = await requireUserWithRow(request, sessionProfile, profileMessages.authRequired);
    reply.header('cache-control', 'no-store');
    if (!row) throw new AppError('PROFILE_NOT_FOUND', 'No health profile yet. Start onboarding to create one.', 404);
    return toProfile(row);
  });

  app.put('/api/profile/sections/:id', async (request) => {
    const user = await requireProfileUser(request);
    const { id } = parseRequest(profileSectionParamsSchema, request.params);
    const section = id as ProfileSectionId;
    const checked = validateSectionSave(section, request.body);
    if (!checked.success) {
      const first = checked.errors[0];
      throw new AppError('VALIDATION_ERROR', first?.message ?? 'The section is not valid.', 400, first?.field || undefined);
    }
    // If-Match: the section_versions entry the client edited from (409 SECTION_CHANGED when stale).
    const version = versionFromIfMatch(request.headers['if-match']);
    return save(request, user, { [section]: checked.data, ...(version ? { versions: { [section]: version } } : {}) });
  });

  app.put('/api/profile/sections', async (request) => {
    const user = await requireProfileUser(request);
    const body = parseRequest(multipleSectionsBodySchema, request.body);
    return save(request, user, body);
  });

  app.post('/api/profile/complete', async (request) => {
    const user = await requireProfileUser(request);
    return completeProfileOnboarding(db, actor(request, user));
  });

  app.get('/api/profile/feature/:feature', async (request, reply) => {
    const user = await requireProfileUser(request);
    const { feature } = parseRequest(featureParamsSchema, request.params);
    reply.header('cache-control', 'no-store');
    return featureData(db, user.id, feature);
  });

  app.post('/api/profile/recover', async (request) => {
    const user = await requireProfileUser(request);
    return recoverProfile(db, actor(request, user));
  });

  app.post('/api/profile/legacy-import', { bodyLimit: maxImportBytes }, async (request) => {
    const user = await requireProfileUser(request);
    return importLegacyProfile(db, actor(request, user), request.body);
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
    return actionPlansFor(db, subscriptions, user.id);
  });

  app.patch('/api/profile/action-plans/:actionId', async (request) => {
    const user = await requireProfileUser(request);
    const params = actionParamsSchema.safeParse(request.params);
    if (!params.success) throw new AppError('ACTION_NOT_FOUND', 'That action was not found.', 404);
    const completed = parseRequest(actionUpdateBodySchema, request.body);
    return completeAction(db, actor(request, user), params.data.actionId, completed);
  });
}
