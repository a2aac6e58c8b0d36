import type { FastifyRequest } from 'fastify';
import { hasFeatureAccess, requiredPlanFor, type Feature, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { AppError } from '../../errors';
import { requireUser } from '../auth/session';
import type { SubscriptionService } from './subscription.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireFeature for the handler that follows. */
    subscription?: SubscriptionStatus;
  }
}

/**
 * Plan gating on the server, the authority (spec part 1 §6; P1-SUB-12..15). Use as a route's
 * preHandler: signed out → 401; a plan without the feature → 403 UPGRADE_REQUIRED with the
 * feature in `field` (the web can send the user to /upgrade/{feature}). On success the status
 * is left on `request.subscription`.
 *
 *   app.get('/api/reports/advanced', { preHandler: requireFeature(subscriptions, 'advanced_analytics') }, handler)
 */
export function requireFeature(subscriptions: Pick<SubscriptionService, 'statusFor'>, feature: Feature) {
  return async function requireFeaturePreHandler(request: FastifyRequest): Promise<void> {
    const user = await requireUser(request);
    const status = await subscriptions.statusFor(user.id);
    if (!hasFeatureAccess(status, feature)) {
      const plan = requiredPlanFor(feature) === 'wellness_plus' ? 'Wellness Pro' : 'Free Wellness';
      throw new AppError('UPGRADE_REQUIRED', `This feature needs the ${plan} plan. Upgrade to continue.`, 403, feature);
    }
    request.subscription = status;
  };
}
