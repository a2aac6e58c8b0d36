import type { FastifyInstance } from 'fastify';
import { patternsQuerySchema, seriesQuerySchema } from '@thrivewell/core/contracts/insights-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import { requireFeature } from '../billing/require-feature';
import type { SubscriptionService } from '../billing/subscription.service';
import type { InsightsService } from './insights.service';

/**
 * Trends and patterns (W2-D): GET /api/insights/series (free, the charts of /trends) and
 * GET /api/insights/patterns (Wellness Pro, pattern_insights). Answers are the person's health
 * data, so never cached.
 */
export async function insightsRoutes(app: FastifyInstance, opts: { insights: InsightsService; subscriptions: Pick<SubscriptionService, 'statusFor'> }) {
  const { insights, subscriptions } = opts;

  app.get('/api/insights/series', async (request, reply) => {
    const user = await requireUser(request);
    const { days, keys } = parseRequest(seriesQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return insights.series(user.id, days, keys);
  });

  app.get('/api/insights/patterns', { preHandler: requireFeature(subscriptions, 'pattern_insights') }, async (request, reply) => {
    const user = await requireUser(request);
    const { days } = parseRequest(patternsQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return insights.patterns(user.id, days);
  });
}
