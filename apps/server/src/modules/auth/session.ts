import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { SessionUser } from '@thrivewell/core/contracts/session';
import { AppError } from '../../errors';
import type { Auth } from './auth';

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
  if (read !== undefined) return read;
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, emailVerified, name } = session.user;
  return { id, email, emailVerified, name };
}

/** Like getSessionUser, but a signed-out request stops here with 401 and `message`. */
export async function requireUser(request: FastifyRequest, message = 'Please sign in to continue.'): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHORIZED', message, 401);
  return user;
}
