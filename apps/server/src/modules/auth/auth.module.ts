import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { createAuth, type Auth } from './auth';
import { authRoutes } from './auth.routes';
import { resolveAuthSecret } from './auth-secret';
import { createSignInThrottle } from './sign-in-throttle';

/**
 * Accounts: Better Auth with the sign-in throttle, mounted at /api/auth/*. The instance is
 * decorated onto the root instance as `app.auth` because `requireUser(request)` reads the
 * session through `request.server` (see session.ts). Called directly (not through
 * `app.register`) so the decoration is visible everywhere. The account, audit and mailbox
 * routes are other modules' and buildApp registers them.
 */
export async function registerAuth(app: FastifyInstance, deps: { config: AppConfig; db: Database; mail: MailProvider }): Promise<Auth> {
  const { config, db, mail } = deps;
  const throttle = createSignInThrottle({ db, redisUrl: config.redisUrl, log: app.log });
  const auth = createAuth({ config, db, mail, log: app.log, secret: resolveAuthSecret(config), throttle });
  app.decorate('auth', auth);
  app.addHook('onClose', async () => {
    await throttle.close();
  });
  await app.register(authRoutes, { auth });
  return auth;
}
