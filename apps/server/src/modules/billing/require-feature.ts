import type { FastifyRequest } from 'fastify';
import { hasFeatureAccess, requiredPlanFor, type Feature, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { AppError } from '../../errors';
import { requireUser } from '../auth/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by registerBilling. */
    subscriptions: {
      /** The signed-in user's plan, read fresh from subscribers. */
      statusFor(userId: string): Promise<SubscriptionStatus>;
      /** Cancels the user's live subscription at its provider; throws 502 SUBSCRIPTION_CANCEL_FAILED if it cannot. */
      cancelForDeletion(userId: string): Promise<void>;
    };
  }
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
 *   app.get('/api/reports/advanced', { preHandler: requireFeature('advanced_analytics') }, handler)
 */
export function requireFeature(feature: Feature) {
  return async function requireFeaturePreHandler(request: FastifyRequest): Promise<void> {
    const user = await requireUser(request);
    const status = await request.server.subscriptions.statusFor(user.id);
    if (!hasFeatureAccess(status, feature)) {
      const plan = requiredPlanFor(feature) === 'wellness_plus' ? 'Wellness Pro' : 'Free Wellness';
      throw new AppError('UPGRADE_REQUIRED', `This feature needs the ${plan} plan. Upgrade to continue.`, 403, feature);
    }
    request.subscription = status;
  };
}
