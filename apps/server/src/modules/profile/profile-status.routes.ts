import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { maxResumeStep } from '@thrivewell/core/rules/onboarding-rules';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { Database } from '../../db/client';
import { parseRequest } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { requireUser, type SessionUser } from '../auth/session';
import { outdatedData } from './profile-freshness.service';
import { latestAnalysis } from './profile-insights.service';
import { connectionTest, profileStatus, recordSystemCheck, saveOnboardingProgress } from './profile-status.service';

const requireProfileUser = (request: FastifyRequest): Promise<SessionUser> => requireUser(request, profileMessages.authRequired);

const progressBodySchema = z.object({
  lastCompletedStep: z
    .number({ error: 'lastCompletedStep must be a step number from 0 to 6.' })
    .int('lastCompletedStep must be a whole step number.')
    .min(0, 'lastCompletedStep must be a step number from 0 to 6.')
    .max(maxResumeStep, 'lastCompletedStep must be a step number from 0 to 6.'),
});

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
export async function profileStatusRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  app.get('/api/profile/status', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    return profileStatus(db, user.id);
  });

  app.put('/api/profile/onboarding-progress', async (request) => {
    const user = await requireProfileUser(request);
    const { lastCompletedStep } = parseRequest(progressBodySchema, request.body);
    return saveOnboardingProgress(db, user.id, lastCompletedStep);
  });

  app.get('/api/profile/freshness', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    return outdatedData(db, user.id, request.log);
  });

  app.get('/api/profile/analysis', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    const status = await app.subscriptions.statusFor(user.id);
    const paid = status.simplifiedTier === 'paid';
    const result = await latestAnalysis(db, user.id, paid);
    if (result.demoDataViolation) request.log.warn({ userId: user.id }, 'demo-data violation flagged for a paid user');
    return result;
  });

  app.post('/api/profile/system-check', async (request) => {
    const user = await requireProfileUser(request);
    return recordSystemCheck(db, user.id);
  });

  app.get('/api/profile/diagnostics', async (request, reply) => {
    const user = await requireProfileUser(request);
    reply.header('cache-control', 'no-store');
    const result = await connectionTest(db, user.id);
    await writeAudit(db, { userId: user.id, action: 'profile_diagnostics_read', resourceType: 'unified_user_profiles', resourceId: user.id, phiAccessed: true, ipAddress: request.ip }, request.log);
    return result;
  });
}
