import type { FastifyInstance } from 'fastify';
import { errorReportBatchSchema } from '@thrivewell/core/contracts/error-reports';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getSessionUser } from '../auth/session';
import { storeErrorReports } from './errors.service';

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
      const parsed = errorReportBatchSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          'VALIDATION_ERROR',
          `Invalid error report: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'malformed body'}`,
          400,
        );
      }
      const user = await getSessionUser(request);
      const stored = await storeErrorReports(opts.db, parsed.data.reports, user?.id ?? null);
      return reply.status(202).send({ stored });
    },
  );
}
