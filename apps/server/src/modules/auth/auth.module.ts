import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createMailProvider } from '../../providers/mail/create-mail-provider';
import { accountRoutes } from '../account/account.routes';
import { auditRoutes } from '../audit/audit.routes';
import { mailboxRoutes } from '../mail/mailbox.routes';
import { createAuth } from './auth';
import { authRoutes } from './auth.routes';
import { resolveAuthSecret } from './auth-secret';
import { createSignInThrottle } from './sign-in-throttle';

/**
 * Accounts: Better Auth (decorated onto the root instance as `app.auth`, so every module's
 * `requireUser` can read sessions), the mail provider, the dev mailbox (outbox only), the
 * account export/deletion endpoints and the audit log. Called directly (not through
 * `app.register`) so the decoration is visible everywhere.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: { config: AppConfig; database: DatabaseHandle },
) {
  const { config, database } = deps;
  const db = database.db;
  const mail = createMailProvider(config, db, app.log);
  const throttle = createSignInThrottle({ db, redisUrl: config.redisUrl, log: app.log });
  const auth = createAuth({ config, db, mail, log: app.log, secret: resolveAuthSecret(config), throttle });
  app.decorate('auth', auth);
  app.addHook('onClose', async () => {
    await mail.close();
    await throttle.close();
  });

  await app.register(authRoutes, { auth });
  if (mail.kind === 'outbox') await app.register(mailboxRoutes, { db });
  await app.register(accountRoutes, { db });
  await app.register(auditRoutes, { db });
}
