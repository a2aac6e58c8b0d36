import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { StripeBillingProvider } from '../../providers/billing/stripe-provider';
import { applySubscriptionChange, type ChangeOutcome } from './subscription-update';
import { findUserIdByCustomer } from './subscription.service';

/**
 * POST /api/billing/webhook: Stripe's signed event deliveries. Registered as its own plugin
 * so that the JSON parser that keeps the raw bytes (the signature covers them exactly) applies
 * to this route only. A 2xx tells Stripe to stop; a 5xx (e.g. the database is down) makes it
 * retry later, which is safe because applying an event is idempotent.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { db: Database; stripe: StripeBillingProvider | null }) {
  // Replaces the server's JSON parser (json-body.ts) inside this plugin only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/billing/webhook', async (request) => {
    if (!opts.stripe) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Stripe webhooks are not configured on this server.', 503);
    if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION_ERROR', 'Expected a JSON webhook body.', 400);
    const signature = request.headers['stripe-signature'];
    const event = await opts.stripe.parseWebhook(request.body, typeof signature === 'string' ? signature : undefined);
    if (!event) return { received: true, outcome: 'ignored' };

    const { subscription } = event;
    const userId = event.userId ?? (subscription.customerId ? await findUserIdByCustomer(opts.db, 'stripe', subscription.customerId) : null);
    if (!userId) {
      request.log.warn({ eventId: event.eventId, subscriptionId: subscription.id }, 'stripe event for a subscription of no known user; ignored');
      return { received: true, outcome: 'ignored' };
    }
    const outcome: ChangeOutcome = await applySubscriptionChange(opts.db, {
      userId,
      provider: 'stripe',
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      status: subscription.status,
      plan: subscription.plan,
      currentPeriodEnd: subscription.currentPeriodEnd,
      endedAt: subscription.endedAt,
      eventId: event.eventId,
      eventAt: event.eventAt,
    });
    request.log.info({ eventId: event.eventId, outcome }, 'stripe event applied');
    return { received: true, outcome };
  });
}
