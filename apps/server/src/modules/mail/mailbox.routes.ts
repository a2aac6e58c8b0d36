import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema';

/**
 * GET /api/dev/mailbox: what the outbox provider "sent", newest first, for the /dev/mailbox
 * page. Registered only while the outbox is the mail provider (never with SMTP_URL, never in
 * production), so it 404s honestly otherwise.
 */
export async function mailboxRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.get('/api/dev/mailbox', async (_request, reply) => {
    const rows = await opts.db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id)).limit(100);
    reply.header('cache-control', 'no-store');
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      text: r.text,
      links: r.links,
      createdAt: r.createdAt.toISOString(),
    }));
  });
}
