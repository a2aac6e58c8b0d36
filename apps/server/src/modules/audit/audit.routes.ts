import type { FastifyInstance } from 'fastify';
import { AuditRateLimiter } from '@thrivewell/core/contracts/audit';
import type { Database } from '../../db/client';
import { getSessionUser } from '../auth/session';
import { recordClientEvent } from './audit.service';

/**
 * POST /api/audit: the spec's secure-audit-log (P1-AUD-01..10). The user is the session's,
 * never the body's userId; signed-out events are accepted into one shared anonymous bucket,
 * as the spec's limiter has one. The answer is the same 202 whether or not the event was kept
 * (the rules are in recordClientEvent).
 */
export async function auditRoutes(app: FastifyInstance, opts: { db: Database; limiter?: AuditRateLimiter }) {
  const deps = { db: opts.db, limiter: opts.limiter ?? new AuditRateLimiter() };
  app.post('/api/audit', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const user = await getSessionUser(request);
    await recordClientEvent(deps, request.body, {
      userId: user?.id ?? null,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      log: request.log,
    });
    return reply.status(202).send({ status: 'accepted' });
  });
}
