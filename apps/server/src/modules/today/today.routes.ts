import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session';
import type { TodayService } from './today.service';

/** GET /api/today — the home dashboard's "Today" card (W2-D): what is logged and what is still due. */
export async function todayRoutes(app: FastifyInstance, { today }: { today: TodayService }) {
  app.get('/api/today', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return today.forUser(user.id);
  });
}
