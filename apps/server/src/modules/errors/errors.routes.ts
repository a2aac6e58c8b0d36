import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { getSessionUser } from '../auth/session';
import { parseErrorReportBatch, storeErrorReports } from './errors.service';

/**
 * POST /api/errors: a batch of client error reports (spec part 1 §7). Accepted signed out
 * too; when a session comes with it, the reports belong to that user (never to a user id in
 * the body), so they may carry health details and go with the account's export and deletion.
 */
export async function errorReportRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.post(
    '/api/errors',
    {
      bodyLimit: 256 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const reports = parseErrorReportBatch(request.body);
      const user = await getSessionUser(request);
      const stored = await storeErrorReports(opts.db, reports, user?.id ?? null);
      return reply.status(202).send({ stored });
    },
  );
}
