import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { isAdminRole, type SessionUser } from '@thrivewell/core/contracts/session';
import { AppError } from '../../errors';
import type { Auth } from './auth';
import type { UserRowSource } from './session-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Better Auth instance buildApp creates; routes read sessions through it. */
    auth: Auth;
  }
}

/** The signed-in person as other modules see them (core's contract); nothing else of the session leaks out. */
export type { SessionUser };

/** Both cookie names Better Auth may use (plain, and __Secure- in production). */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?thrivewell\.session_token=/;

/** The session's user from the request's cookie, or null when signed out (or the cookie is stale). */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  // No session cookie, no session: skip the auth library (public endpoints stay cheap).
  if (!sessionCookie.test(request.headers.cookie ?? '')) return null;
  // A live session not due for refresh is read in one query; Better Auth handles the rest.
  const read = await request.server.auth.readSession(request.headers.cookie);
  return read !== undefined ? read : betterAuthUser(request);
}

/** Like getSessionUser, but a signed-out request stops here with 401 and `message`. */
export async function requireUser(request: FastifyRequest, message = 'Please sign in to continue.'): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHORIZED', message, 401);
  return user;
}

/**
 * Like requireUser, and the user's row of `source` (null when they have none), read in the
 * session's own query: one database round trip for the session and the row.
 */
export async function requireUserWithRow<Row>(request: FastifyRequest, source: UserRowSource<Row>, message = 'Please sign in to continue.'): Promise<{ user: SessionUser; row: Row | null }> {
  const cookie = request.headers.cookie;
  const read = sessionCookie.test(cookie ?? '') ? await request.server.auth.readSessionWith(cookie, source) : null;
  if (read) return read;
  const user = read === undefined ? await betterAuthUser(request) : null;
  if (!user) throw new AppError('UNAUTHORIZED', message, 401);
  return { user, row: await source.read(user.id) };
}

/** Better Auth's own getSession: expired sessions, sliding refresh, cookies it may clear. */
async function betterAuthUser(request: FastifyRequest): Promise<SessionUser | null> {
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, emailVerified, name } = session.user;
  return { id, email, emailVerified, name, role: isAdminRole((session.user as { role?: unknown }).role) ? 'admin' : 'user' };
}

export const adminOnlyMessage = 'You need admin access for this. An administrator grants it from the command line (npm run admin:grant).';

/**
 * Like requireUser, and the user must be an admin (ADR 0020): signed out → 401, signed in
 * without the role → 403 FORBIDDEN with a clear message. The role is read with the session on
 * every request, so a revoke takes effect on the next one.
 */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', adminOnlyMessage, 403);
  return user;
}
