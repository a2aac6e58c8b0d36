import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onboardingProgressSchema } from '@thrivewell/core/contracts/profile-status';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { Database } from '../../db/client';
import { parseRequest } from '../../errors';
import { requireUser, type SessionUser } from '../auth/session';
import type { CabinetService } from '../cabinet/cabinet.service';
import { analysisFor, readDiagnostics, type PlanReader } from './profile-changes.service';
import { outdatedData } from './profile-freshness.service';
import { profileStatus, recordSystemCheck, saveOnboardingProgress } from './profile-status.service';

const requireProfileUser = (request: FastifyRequest): Promise<SessionUser> => requireUser(request, profileMessages.authRequired);

/**
 * The profile's status reads (issue 5): every route needs a session and touches only the
 * session user's rows.
 * - GET /api/profile/status — decision, resume step, recovery offer, journey, cabinet medications
 * - PUT /api/profile/onboarding-progress — { lastCompletedStep }
 * - GET /api/profile/freshness — the outdated-data reminder's items
 * - GET /api/profile/analysis — newest analysis result (+ the paid demo-data check)
 * - POST /api/profile/system-check — preferences.lastSystemCheck
 * - GET /api/profile/diagnostics — the Previous Data Found card's connection test
 */
export async function profileStatusRoutes(app: FastifyInstance, opts: { db: Database; cabinet: CabinetService; subscriptions: PlanReader }) {
  const { db, cabinet, subscriptions } = opts;

  app.get('/api/profile/status', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    return profileStatus(db, cabinet, user.id);
  });

  app.put('/api/profile/onboarding-progress', async (request) => {
    const user = await requireProfileUser(request);
    const { lastCompletedStep } = parseRequest(onboardingProgressSchema, request.body);
    return saveOnboardingProgress(db, user.id, lastCompletedStep);
  });

  app.get('/api/profile/freshness', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    return outdatedData(db, cabinet, user.id, request.log);
  });

  app.get('/api/profile/analysis', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    return analysisFor(db, subscriptions, user.id, request.log);
  });

  app.post('/api/profile/system-check', async (request) => {
    const user = await requireProfileUser(request);
    return recordSystemCheck(db, user.id);
  });

  app.get('/api/profile/diagnostics', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    return readDiagnostics(db, { userId: user.id, ipAddress: request.ip, log: request.log });
  });
}
