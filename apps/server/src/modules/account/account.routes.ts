import type { FastifyInstance } from 'fastify';
import { accountDeleteBodySchema } from '@thrivewell/core/contracts/platform';
import { AppError } from '../../errors';
import { requireUser } from '../auth/session';
import type { SessionEnder } from '../auth/sign-out.service';
import { closeAccount, exportAccountData, type AccountDeps } from './account.service';

/**
 * GET /api/account/export: every row of the signed-in user as one JSON download.
 * DELETE /api/account {email}: deletes the user and every row of theirs (account.service.ts);
 * the typed e-mail must be the account's own (the /account page's confirmation).
 */
export async function accountRoutes(app: FastifyInstance, opts: AccountDeps & { endSession: SessionEnder }) {
  app.get('/api/account/export', async (request, reply) => {
    const user = await requireUser(request);
    const data = await exportAccountData(opts, user.id);
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', 'attachment; filename="thrivewell-my-data.json"');
    return data;
  });

  app.delete('/api/account', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const user = await requireUser(request);
    const parsed = accountDeleteBodySchema.safeParse(request.body);
    if (!parsed.success) {
      throw new AppError('VALIDATION_ERROR', 'Please type your e-mail address to confirm.', 400, 'email');
    }
    await closeAccount(opts, user, parsed.data.email, request);
    // The sessions are gone with the user; this also clears the browser's session cookie.
    const cookies = await opts.endSession(request.headers);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    return { deleted: true };
  });
}
