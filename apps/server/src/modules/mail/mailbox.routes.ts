import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { errorBody } from '../../errors';
import { isLocalRequest } from '../../local-request';
import { listMailbox } from './mailbox.service';

/**
 * GET /api/dev/mailbox: what the outbox provider "sent", newest first, for the /dev/mailbox
 * page. Registered only while the outbox is the mail provider (never with SMTP_URL, never in
 * production), so it 404s honestly otherwise. It holds sign-in and reset links, so it answers
 * only to clients on this machine (W2-A: anyone on the network could otherwise take an account).
 */
export async function mailboxRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.get('/api/dev/mailbox', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalRequest(request)) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'The development mailbox is only available on the machine that runs the server.'));
    }
    return listMailbox(opts.db);
  });
}
