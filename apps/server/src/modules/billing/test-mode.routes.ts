import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireUser } from '../auth/session';
import { cancelTestSession, cancelTestSubscription, payTestSession, viewTestSession } from './test-mode.service';
import { toSubscriptionResponse } from './subscription.service';

interface SessionParams {
  id: string;
}

/**
 * The embedded test-mode checkout's API, registered only while the test-mode provider is
 * active (never in production, never next to Stripe). Every call needs the session's owner.
 */
export async function testModeRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const limited = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  app.get<{ Params: SessionParams }>('/api/billing/test/sessions/:id', limited, async (request, reply) => {
    const user = await requireUser(request);
    return reply.header('cache-control', 'no-store').send(await viewTestSession(db, user.id, request.params.id));
  });

  app.post<{ Params: SessionParams }>('/api/billing/test/sessions/:id/pay', limited, async (request) => {
    const user = await requireUser(request);
    return payTestSession(db, user.id, request.params.id);
  });

  app.post<{ Params: SessionParams }>('/api/billing/test/sessions/:id/cancel', limited, async (request) => {
    const user = await requireUser(request);
    return cancelTestSession(db, user.id, request.params.id);
  });

  app.post('/api/billing/test/portal/cancel-subscription', limited, async (request) => {
    const user = await requireUser(request);
    return toSubscriptionResponse(await cancelTestSubscription(db, user.id));
  });
}
