import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authErrorText, tooManyAttemptsMessage, unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { errorBody } from '../../errors';
import type { Auth } from './auth';
import { clientIpHeader } from './auth-hooks';

/**
 * Mounts Better Auth at /api/auth/* (the Fastify integration Better Auth documents: a Web
 * Request in, a Web Response out). Fastify parses JSON first, so a malformed body gets the
 * usual 400 before Better Auth sees it. Error responses are rewritten into the server's one
 * error shape `{ error: { code, message, field } }` so the web's api client reads them like
 * any other; the codes are Better Auth's (EMAIL_NOT_VERIFIED, INVALID_EMAIL_OR_PASSWORD, …)
 * or ours (INSECURE_PASSWORD, USER_ALREADY_EXISTS, TOO_MANY_ATTEMPTS).
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth }) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key.toLowerCase() === clientIpHeader) continue;
      if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
      else headers.set(key, String(value));
    }
    headers.set(clientIpHeader, request.ip);
    // The body is re-serialised from what Fastify parsed, so its length and type are ours.
    headers.delete('content-length');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');

    const url = new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`);
    const response = await opts.auth.handler(
      new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
    );

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // No auth answer (a session, an error, a redirect) may be cached by a browser or proxy.
    reply.header('cache-control', 'no-store');

    const text = await response.text();
    if (response.status < 400) return reply.send(tokenFreePaths.has(url.pathname) ? withoutTokens(text) : text.length > 0 ? text : null);
    if (response.status >= 500) request.log.error({ status: response.status, body: text.slice(0, 500) }, 'auth endpoint failed');
    return reply.type('application/json; charset=utf-8').send(normaliseError(response, text));
  };

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler });
}

/**
 * Better Auth also returns the session token in these JSON bodies; the web never needs it
 * (the httpOnly cookie carries the session), and script-readable tokens would undo httpOnly.
 */
const tokenFreePaths = new Set(['/api/auth/get-session', '/api/auth/sign-in/email', '/api/auth/sign-up/email']);

function withoutTokens(text: string): string | null {
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object') return text;
    const { token: _token, ...rest } = body as Record<string, unknown>;
    const session = rest.session;
    if (session && typeof session === 'object') {
      const { token: _sessionToken, ...safeSession } = session as Record<string, unknown>;
      rest.session = safeSession;
    }
    return JSON.stringify(rest);
  } catch {
    return text;
  }
}

/** Better Auth's `{ code, message }` (or a bare message) → `{ error: { code, message, field } }`. */
function normaliseError(response: Response, text: string) {
  let body: { code?: unknown; message?: unknown; field?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    /* not JSON: fall back on the status below */
  }
  const status = response.status;
  if (status >= 500) return errorBody('INTERNAL_ERROR', unexpectedErrorMessage);
  const field = typeof body.field === 'string' ? body.field : undefined;
  if (status === 429 && body.code !== 'TOO_MANY_ATTEMPTS') {
    // Better Auth's own request limiter: it says when to retry in X-Retry-After (seconds).
    const seconds = Number(response.headers.get('x-retry-after') ?? '60');
    return errorBody('RATE_LIMITED', tooManyAttemptsMessage((Number.isFinite(seconds) ? seconds : 60) * 1000));
  }
  const code = typeof body.code === 'string' && body.code ? body.code : status === 404 ? 'NOT_FOUND' : `HTTP_${status}`;
  // Our hooks name the field they refused; the library's own texts never reach the screen.
  const message = authErrorText({ code, message: typeof body.message === 'string' ? body.message : undefined, ours: field !== undefined });
  return errorBody(code, message, field);
}
