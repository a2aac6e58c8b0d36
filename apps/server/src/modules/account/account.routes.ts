import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { requireUser } from '../auth/session';
import { deleteAccount, exportAccount } from './account.service';

const deleteBodySchema = z.object({ email: z.string().max(320) });

/**
 * GET /api/account/export: every row of the signed-in user as one JSON download.
 * DELETE /api/account {email}: deletes the user and every row of theirs; the typed e-mail
 * must be the account's own (the /account page's confirmation). A live subscription is
 * cancelled at its provider first; if that fails the account stays (502), so nobody goes on
 * paying for an account that no longer exists.
 */
export async function accountRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.get('/api/account/export', async (request, reply) => {
    const user = await requireUser(request);
    const data = await exportAccount(opts.db, user.id);
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', 'attachment; filename="thrivewell-my-data.json"');
    return data;
  });

  app.delete('/api/account', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const user = await requireUser(request);
    const parsed = deleteBodySchema.safeParse(request.body);
    if (!parsed.success) {
      throw new AppError('VALIDATION_ERROR', 'Please type your e-mail address to confirm.', 400, 'email');
    }
    if (parsed.data.email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('EMAIL_MISMATCH', 'The e-mail address you typed does not match your account.', 400, 'email');
    }
    // Billing's decoration (registered after this module, read at request time) keeps the
    // account module free of any provider code.
    await app.subscriptions.cancelForDeletion(user.id);
    await deleteAccount(opts.db, user.id);
    await writeAudit(opts.db, { userId: null, action: 'account_deleted', resourceType: 'account', ipAddress: request.ip }, request.log);
    // The sessions are gone with the user; this also clears the browser's session cookie.
    const signOut = await app.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true }).catch(() => null);
    const cookies = signOut?.headers.getSetCookie() ?? [];
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    return { deleted: true };
  });
}
