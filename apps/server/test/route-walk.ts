import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { signUpVerifiedUser } from './auth-helpers';
import { createTestDatabase } from './test-db';

export interface RouteWalk {
  app: FastifyInstance;
  /** Every method + URL pattern the app registered, collected as routes were added: a route added later is covered too. */
  routes: { method: string; url: string; config?: { multipartUpload?: boolean } }[];
  /** The Cookie header of a verified, signed-in user. */
  cookie: string;
  close(): Promise<void>;
}

/** A real app on a fresh database, its route table, and a signed-in user: for tests that walk every route. */
export async function startRouteWalk(email: string): Promise<RouteWalk> {
  const routes: RouteWalk['routes'] = [];
  const database: DatabaseHandle = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, config: route.config as { multipartUpload?: boolean } | undefined });
  };
  const app = await buildApp({ config, database, onRoute: collect });
  await app.ready();
  const cookie = await signUpVerifiedUser(app, { email, password: 'Quiet-Harbor-47!' });
  return {
    app,
    routes,
    cookie,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
