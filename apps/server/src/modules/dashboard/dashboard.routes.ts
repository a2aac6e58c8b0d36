import type { FastifyInstance } from 'fastify';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { requireUser } from '../auth/session';
import { dashboardFor, type DashboardDeps } from './dashboard.service';

/**
 * GET /api/dashboard — the signed-in dashboard's first screen in one answer (status, profile,
 * analysis, outdated-data reminder); 401 with the profile's sign-in message when signed out.
 */
export async function dashboardRoutes(app: FastifyInstance, deps: DashboardDeps) {
  app.get('/api/dashboard', async (request, reply) => {
    const user = await requireUser(request, profileMessages.authRequired);
    reply.header('cache-control', 'no-store');
    return dashboardFor(deps, user.id, request.log);
  });
}
