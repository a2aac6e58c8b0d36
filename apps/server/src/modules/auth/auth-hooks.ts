import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { alreadyRegisteredMessage, tooManyAttemptsMessage } from '@thrivewell/core/copy/auth-messages';
import { validateEmail, validatePassword, validateText } from '@thrivewell/core/rules/validation';
import type { Database } from '../../db/client';
import { writeAudit } from '../audit/audit.service';
import { defaultResetPasswordPath, relativeCallback } from './auth-emails';
import type { SignInThrottle } from './sign-in-throttle';

/**
 * Our rules around Better Auth's endpoints (its `hooks.before` / `hooks.after`): the spec's
 * password and e-mail rules on the server, sign-up metadata checks, the duplicate-account
 * error the spec shows, brute-force protection, global sign-out and the audit rows for
 * sign-in and sign-out. Before-hooks see the raw body (Better Auth validates it after them),
 * so every read here is defensive: a malformed body falls through to Better Auth's own 400.
 */

/** The header the Fastify bridge sets from `request.ip` (a client-sent value is replaced). */
export const clientIpHeader = 'x-thrivewell-client-ip';

export interface AuthHookDeps {
  db: Database;
  throttle: SignInThrottle;
  log: FastifyBaseLogger;
  findUserIdByEmail(email: string): Promise<string | null>;
}

type Body = Record<string, unknown>;
const asBody = (b: unknown): Body | null => (b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : null);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function invalid(code: string, message: string, field?: string, status: 'BAD_REQUEST' | 'UNPROCESSABLE_ENTITY' = 'BAD_REQUEST'): never {
  throw new APIError(status, { code, message, ...(field ? { field } : {}) });
}

/** The spec's password rules (P1-VAL-04..11); only the first broken rule is reported (P1-VAL-03). */
function checkPassword(value: unknown, field: string) {
  if (value !== undefined && typeof value !== 'string') return; // Better Auth's schema answers 400
  const result = validatePassword(value);
  if (!result.valid) invalid('INSECURE_PASSWORD', result.firstError ?? 'Password is required', field);
}

function checkEmail(value: unknown, field: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const result = validateEmail(value);
  if (!result.valid) invalid('INVALID_EMAIL', result.error ?? 'Invalid email format', field);
  return result.value;
}

const planPattern = /^[a-z][a-z0-9_]{0,39}$/;

/** name, first_name, last_name, selected_plan, billing_cycle (spec part 1 §3): checked and cleaned. */
function checkMetadata(body: Body): Body {
  const clean: Body = {};
  for (const [key, label, max] of [
    ['first_name', 'First name', 100],
    ['last_name', 'Last name', 100],
    ['name', 'Name', 200],
  ] as const) {
    if (body[key] === undefined || body[key] === null) continue;
    if (typeof body[key] !== 'string') invalid('VALIDATION_ERROR', `${label} must be text`, key);
    const result = validateText(body[key], { field: label, max });
    if (!result.valid) invalid('VALIDATION_ERROR', result.error ?? `${label} is not valid`, key);
    clean[key] = result.value;
  }
  const plan = body.selected_plan;
  if (plan !== undefined && plan !== null && (typeof plan !== 'string' || !planPattern.test(plan))) {
    invalid('VALIDATION_ERROR', 'Please choose a valid plan', 'selected_plan');
  }
  const cycle = body.billing_cycle;
  if (cycle !== undefined && cycle !== null && cycle !== 'monthly' && cycle !== 'yearly') {
    invalid('VALIDATION_ERROR', 'Billing cycle must be monthly or yearly', 'billing_cycle');
  }
  return clean;
}

function requestMeta(ctx: { request?: Request; headers?: Headers }) {
  const headers = ctx.request?.headers ?? ctx.headers;
  return { ip: headers?.get(clientIpHeader) ?? null, userAgent: headers?.get('user-agent') ?? null };
}

export function createAuthHooks(deps: AuthHookDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    const body = asBody(ctx.body);
    switch (ctx.path) {
      case '/sign-up/email': {
        if (!body) return;
        const email = checkEmail(body.email, 'email');
        checkPassword(body.password, 'password');
        const metadata = checkMetadata(body);
        // The spec shows 'An account with this email already exists' (P1-AUTH-44); Better Auth
        // would answer a duplicate with a silent fake success while verification is required.
        if (email && (await deps.findUserIdByEmail(email))) {
          invalid('USER_ALREADY_EXISTS', alreadyRegisteredMessage, 'email', 'UNPROCESSABLE_ENTITY');
        }
        const names = [metadata.first_name, metadata.last_name].filter((n) => typeof n === 'string' && n).join(' ');
        const name = str(metadata.name) || names || (email ?? '').split('@')[0] || 'Thrivewell member';
        return { context: { body: { ...body, ...metadata, ...(email ? { email } : {}), name } } };
      }
      case '/sign-in/email': {
        const email = str(body?.email);
        if (!email) return;
        // The attempt is taken before Better Auth checks the password (and given back in the
        // after-hook unless the password was wrong), so a parallel burst cannot pass the limit.
        const attempt = await deps.throttle.begin({ email, ip: requestMeta(ctx).ip });
        if (!attempt.allowed) {
          const wait = attempt.retryAfterMs;
          throw new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsMessage(wait) }, {
            'Retry-After': String(Math.ceil(wait / 1000)),
          });
        }
        return;
      }
      case '/change-password':
      case '/reset-password':
        if (body) checkPassword(body.newPassword, 'newPassword');
        return;
      case '/change-email':
        if (body) checkEmail(body.newEmail, 'newEmail');
        return;
      case '/update-user':
        if (!body) return;
        return { context: { body: { ...body, ...checkMetadata(body) } } };
      case '/request-password-reset': {
        if (!body) return;
        const email = checkEmail(body.email, 'email');
        const redirectTo = relativeCallback(str(body.redirectTo), defaultResetPasswordPath);
        return { context: { body: { ...body, ...(email ? { email } : {}), redirectTo } } };
      }
      case '/sign-out': {
        // Sign-out is global (P1-AUTH-50): every session of the user ends, not just this one.
        const session = await getSessionFromCtx(ctx).catch(() => null);
        if (!session) return;
        await ctx.context.internalAdapter.deleteUserSessions(session.user.id);
        const { ip, userAgent } = requestMeta(ctx);
        await writeAudit(deps.db, { userId: session.user.id, action: 'sign_out', resourceType: 'auth', ipAddress: ip, userAgent }, deps.log);
        return;
      }
      default:
        return;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-in/email') return;
    const email = str(asBody(ctx.body)?.email);
    if (!email) return;
    const { ip, userAgent } = requestMeta(ctx);
    const returned = ctx.context.returned;
    if (returned instanceof APIError) {
      if (returned.statusCode !== 401) {
        // Unverified (the password was right), malformed or failed: not a guess.
        await deps.throttle.notAGuess({ email, ip });
        return;
      }
      // A wrong password (or unknown e-mail): the attempt taken in the before-hook stays counted.
      await writeAudit(
        deps.db,
        { userId: null, action: 'sign_in', resourceType: 'auth', success: false, riskLevel: 'MEDIUM', metadata: { reason: 'invalid_credentials' }, ipAddress: ip, userAgent },
        deps.log,
      );
      return;
    }
    const user = (returned as { user?: { id?: unknown } } | undefined)?.user;
    if (typeof user?.id !== 'string') {
      await deps.throttle.notAGuess({ email, ip });
      return;
    }
    await deps.throttle.succeeded({ email, ip });
    await writeAudit(deps.db, { userId: user.id, action: 'sign_in', resourceType: 'auth', ipAddress: ip, userAgent }, deps.log);
  });

  return { before, after };
}
