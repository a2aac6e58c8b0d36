import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { signUpVerifiedUser } from '../../../test/auth-helpers';
import { call, sessionIdOf, checkoutBody } from '../../../test/billing-helpers';
import { createTestDatabase } from '../../../test/test-db';
import { requireFeature } from './require-feature';
import { createSubscriptionService } from './subscription.service';

/** Plan gating on the server (P1-SUB-12..15): the preHandler other modules put on gated routes. */
let database: DatabaseHandle;
let app: FastifyInstance;
let free: string;
let paid: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database });
  const subscriptions = createSubscriptionService({ db: database.db, provider: null, log: app.log });
  app.get('/api/gated/barcode', { preHandler: requireFeature(subscriptions, 'barcode_scan') }, async (request) => ({ ok: true, tier: request.subscription?.tier }));
  app.get('/api/gated/habits', { preHandler: requireFeature(subscriptions, 'habit_tracker') }, async () => ({ ok: true }));
  await app.ready();
  free = await signUpVerifiedUser(app, { email: 'free@example.com', password: 'Calm-River-42!' });
  paid = await signUpVerifiedUser(app, { email: 'paid@example.com', password: 'Quiet-Forest-17!' });
  const checkout = await call(app, 'POST', '/api/billing/checkout', { cookie: paid, body: checkoutBody() });
  await call(app, 'POST', `/api/billing/test/sessions/${sessionIdOf(checkout.json().url)}/pay`, { cookie: paid });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('requireFeature', () => {
  it('signed out → 401', async () => {
    const res = await call(app, 'GET', '/api/gated/habits');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('a free user reaches wellness features', async () => {
    expect((await call(app, 'GET', '/api/gated/habits', { cookie: free })).json()).toEqual({ ok: true });
  });

  it('a free user is refused wellness_plus features with 403 UPGRADE_REQUIRED naming the feature', async () => {
    const res = await call(app, 'GET', '/api/gated/barcode', { cookie: free });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'UPGRADE_REQUIRED', message: 'This feature needs the Wellness Pro plan. Upgrade to continue.', field: 'barcode_scan' },
    });
  });

  it('a paid user reaches everything, and the handler sees the status', async () => {
    expect((await call(app, 'GET', '/api/gated/barcode', { cookie: paid })).json()).toEqual({ ok: true, tier: 'wellness_plus' });
    expect((await call(app, 'GET', '/api/gated/habits', { cookie: paid })).statusCode).toBe(200);
  });

  it('reads the plan fresh: cancelling takes the feature away at once', async () => {
    await call(app, 'POST', '/api/billing/test/portal/cancel-subscription', { cookie: paid });
    expect((await call(app, 'GET', '/api/gated/barcode', { cookie: paid })).statusCode).toBe(403);
  });
});
