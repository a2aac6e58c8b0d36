import type { FastifyInstance } from 'fastify';
import { AuditRateLimiter, auditEventSchema } from '@thrivewell/core/contracts/audit';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getSessionUser } from '../auth/session';
import { isServerOnlyAction } from './audit-actions';
import { writeAudit } from './audit.service';

/**
 * POST /api/audit: the spec's secure-audit-log (P1-AUD-01..10). The user is the session's,
 * never the body's userId; signed-out events are accepted into one shared anonymous bucket,
 * as the spec's limiter has one. 100 events per 60 s per user (P1-AUD-08); the excess is
 * dropped silently (P1-AUD-09): the answer is the same 202 either way. Rows are stored with
 * source 'client' (the body cannot choose it), and an action name the server records itself
 * (sign_in, ai_health_chat, …) is refused, so a client cannot write what reads as a server event.
 */
export async function auditRoutes(app: FastifyInstance, opts: { db: Database; limiter?: AuditRateLimiter }) {
  const limiter = opts.limiter ?? new AuditRateLimiter();
  app.post('/api/audit', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = auditEventSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(
        'VALIDATION_ERROR',
        `Invalid audit event: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'malformed body'}`,
        400,
        issue?.path.join('.') || undefined,
      );
    }
    if (isServerOnlyAction(parsed.data.action)) {
      throw new AppError('RESERVED_ACTION', `"${parsed.data.action}" is recorded by the server itself; choose another action name.`, 400, 'action');
    }
    const user = await getSessionUser(request);
    if (limiter.allow(user?.id ?? null, Date.now())) {
      const { userId: _ignored, ...event } = parsed.data;
      await writeAudit(
        opts.db,
        { ...event, userAgent: event.userAgent ?? request.headers['user-agent'] ?? null, userId: user?.id ?? null, ipAddress: request.ip, source: 'client' },
        request.log,
      );
    }
    return reply.status(202).send({ status: 'accepted' });
  });
}
