import type { FastifyInstance } from 'fastify';
import { subscribers } from '../src/db/schema';
import type { TestApp } from './test-db';
import { sessionUserId, signUpVerifiedUser } from './auth-helpers';

let userCounter = 0;

/** A verified, signed-in user on the free plan or on Wellness Pro; returns the cookie and id. */
export async function signedInUser(t: TestApp, plan: 'free' | 'paid'): Promise<{ cookie: string; id: string }> {
  const email = `safety-${plan}-${Date.now()}-${++userCounter}@example.com`;
  const cookie = await signUpVerifiedUser(t.app, { email, password: 'Str0ng!Passw0rd' });
  const id = await sessionUserId(t.app, cookie);
  if (plan === 'paid') {
    await t.database.db.insert(subscribers).values({ userId: id, subscribed: true, simplifiedTier: 'paid', subscriptionTier: 'wellness_plus' });
  }
  return { cookie, id };
}

export function json(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, o: { cookie?: string; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = {};
  if (o.cookie) headers.cookie = o.cookie;
  const payload = o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}
