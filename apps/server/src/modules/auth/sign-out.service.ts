import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';

/** Ends the request's session through Better Auth; answers the Set-Cookie values that clear it. */
export type SessionEnder = (headers: IncomingHttpHeaders) => Promise<string[]>;

export function createSessionEnder(auth: Auth): SessionEnder {
  return async (headers) => {
    const signOut = await auth.api.signOut({ headers: fromNodeHeaders(headers), returnHeaders: true }).catch(() => null);
    return signOut?.headers.getSetCookie() ?? [];
  };
}
