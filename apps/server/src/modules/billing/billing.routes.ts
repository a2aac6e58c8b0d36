import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { getSessionUser, requireUser } from '../auth/session';
import { openPortal, startCheckout, type BillingDeps } from './billing.service';
import { getSubscriptionStatus, toSubscriptionResponse } from './subscription.service';

/** Signed-out callers get the spec's own sentence for the action they tried (P1-PLAN-14, P1-PLAN-15). */
async function signedInFor(request: FastifyRequest, message: string) {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHORIZED', message, 401);
  return user;
}

/** GET /api/subscription, POST /api/billing/checkout, POST /api/billing/portal (spec part 1 §7). */
export async function billingRoutes(app: FastifyInstance, deps: BillingDeps) {
  app.get('/api/subscription', async (request, reply) => {
    const user = await requireUser(request);
    const status = await getSubscriptionStatus(deps.db, user.id);
    // The plan decides what the server allows; a cached copy must never outlive a change.
    return reply.header('cache-control', 'no-store').send(toSubscriptionResponse(status));
  });

  app.post(
    '/api/billing/checkout',
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => {
      const user = await signedInFor(request, 'Please sign in to subscribe');
      return startCheckout(deps, { id: user.id, email: user.email }, request.body);
    },
  );

  app.post(
    '/api/billing/portal',
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => {
      const user = await signedInFor(request, 'Please sign in to manage subscription');
      return openPortal(deps, { id: user.id, email: user.email });
    },
  );
}
