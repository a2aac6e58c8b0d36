import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { trustedOrigins, type AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { accounts, authRateLimits, sessions, users, verifications } from '../../db/schema/auth';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { resetPasswordEmail, verificationEmail } from './auth-emails';
import { createSessionReader } from './session-reader';
import { clientIpHeader, createAuthHooks } from './auth-hooks';
import { findUserIdByEmail } from './users.service';
import type { SignInThrottle } from './sign-in-throttle';

export interface AuthDeps {
  config: AppConfig;
  db: Database;
  mail: MailProvider;
  log: FastifyBaseLogger;
  secret: string;
  /** Failed sign-in limits (createSignInThrottle: database or Redis counts). */
  throttle: SignInThrottle;
}

/** Better Auth's request limiter: production only (its default), generous enough for real use. */
const authRateRules = {
  '/sign-in/*': { window: 60, max: 30 },
  '/sign-up/*': { window: 60, max: 20 },
  '/request-password-reset': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 5 },
  '/change-password': { window: 60, max: 10 },
  '/change-email': { window: 60, max: 10 },
};

/**
 * Production: APP_URL, always. Outside production the app may be opened at any loopback name
 * of its port (localhost, 127.0.0.1, [::1]): links in e-mails then point back to the name the
 * person used, so the session cookie lands on the origin they are on. APP_URL stays the
 * fallback for any other host.
 */
function authBaseUrl(config: AppConfig) {
  if (config.nodeEnv === 'production') return config.appUrl;
  const hosts = trustedOrigins(config).map((origin) => new URL(origin).host);
  return { allowedHosts: hosts, protocol: 'auto' as const, fallback: config.appUrl };
}

/**
 * The one Better Auth instance (ARCHITECTURE.md: no password, token or session code of our
 * own): e-mail + password with verification required, password reset and e-mail change
 * through the mail provider, sessions in httpOnly SameSite=Lax cookies (Secure in
 * production), stored through the Drizzle adapter.
 */
export function createAuth({ config, db, mail, log, secret, throttle }: AuthDeps) {
  const production = config.nodeEnv === 'production';
  const send = (message: Parameters<MailProvider['send']>[0]) =>
    mail.send(message).catch((err: unknown) => {
      log.error({ err, to: message.to, subject: message.subject }, 'sending mail failed');
    });
  const hooks = createAuthHooks({
    db,
    log,
    throttle,
    findUserIdByEmail: (email) => findUserIdByEmail(db, email),
  });

  const auth = betterAuth({
    appName: 'Thrivewell',
    baseURL: authBaseUrl(config),
    basePath: '/api/auth',
    secret,
    // APP_URL; outside production also the port's loopback origins and the Vite dev server's.
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: authRateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => send(resetPasswordEmail(user, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A user whose link expired gets a fresh one by trying to sign in.
      sendOnSignIn: true,
      // The link lands on /dashboard?verified=true signed in, as the spec's return flow expects.
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => send(verificationEmail(user, url)),
    },
    user: {
      additionalFields: {
        first_name: { type: 'string', required: false, input: true },
        last_name: { type: 'string', required: false, input: true },
        selected_plan: { type: 'string', required: false, input: true },
        billing_cycle: { type: 'string', required: false, input: true },
        // Output only (get-session shows it; the web decides whether to show admin pages): a
        // sign-up body's role is replaced by the default, an update-user body's is refused.
        // Granted only by `npm run admin:grant` (ADR 0020).
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
      },
      // Verified through a link sent to the new address; /api/account handles deletion.
      changeEmail: { enabled: true },
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: { enabled: production, storage: 'database', customRules: authRateRules },
    advanced: {
      cookiePrefix: 'thrivewell',
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Better Auth turns these off when NODE_ENV is 'test'; tests must run the real checks.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks,
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const fn = level === 'debug' ? log.debug : level === 'info' ? log.info : level === 'warn' ? log.warn : log.error;
        fn.call(log, { auth: args.length > 0 ? args : undefined }, message);
      },
    },
    // Expected 4xx answers (wrong password, unverified e-mail) are not server errors.
    onAPIError: {
      onError: (err) => {
        const status = (err as { statusCode?: number }).statusCode;
        if (typeof status === 'number' && status < 500) log.debug({ status, code: (err as { body?: { code?: string } }).body?.code }, 'auth request refused');
        else log.error({ err }, 'auth endpoint error');
      },
    },
    telemetry: { enabled: false },
  });
  return Object.assign(auth, createSessionReader(db, auth.$context));
}

export type Auth = ReturnType<typeof createAuth>;
