import type { FastifyInstance } from 'fastify';
import { appVersion } from '../../version';

export function healthRoutes(app: FastifyInstance, opts: { dbKind: 'pglite' | 'postgres' }) {
  const body = JSON.stringify({ status: 'ok', db: opts.dbKind, version: appVersion });
  app.get('/api/health', (_req, reply) => {
    reply.header('cache-control', 'no-store').type('application/json').send(body);
  });
}
