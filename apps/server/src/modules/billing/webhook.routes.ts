import type { FastifyInstance } from 'fastify';
import { receiveStripeEvent, type WebhookDeps } from './webhook.service';

/**
 * POST /api/billing/webhook: Stripe's signed event deliveries. Registered as its own plugin
 * so that the JSON parser that keeps the raw bytes (the signature covers them exactly) applies
 * to this route only. A 2xx tells Stripe to stop; a 5xx (e.g. the database is down) makes it
 * retry later, which is safe because applying an event is idempotent.
 */
export async function webhookRoutes(app: FastifyInstance, deps: WebhookDeps) {
  // Replaces the server's JSON parser (json-body.ts) inside this plugin only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/billing/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    return receiveStripeEvent(deps, request.body, typeof signature === 'string' ? signature : undefined, request.log);
  });
}
