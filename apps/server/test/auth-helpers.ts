import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The origin Better Auth trusts in tests: startTestApp's default APP_URL. */
export const testOrigin = 'http://localhost:3000';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** `name=value; name2=value2` from a response's Set-Cookie headers (expired cookies left out). */
export function cookiesFrom(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '' && !(c.maxAge !== undefined && c.maxAge <= 0))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export async function mailbox(app: FastifyInstance): Promise<MailboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  if (res.statusCode !== 200) throw new Error(`GET /api/dev/mailbox answered ${res.statusCode}`);
  return res.json<MailboxMessage[]>();
}

/** The newest verify-email link sent to `email`, as a path + query to inject. */
export async function verificationPath(app: FastifyInstance, email: string): Promise<string> {
  const message = (await mailbox(app)).find((m) => m.to === email.toLowerCase() && m.links.some((l) => l.includes('/verify-email')));
  const link = message?.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function signUp(
  app: FastifyInstance,
  body: { email: string; password: string; name?: string } & Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testOrigin },
    payload: { name: body.name ?? 'Test Member', ...body },
  });
}

/** Signs in; `remoteAddress` picks the client IP (failed sign-ins are counted per IP too). */
export async function signIn(app: FastifyInstance, email: string, password: string, opts: { remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin },
    payload: { email, password },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/**
 * Signs a new user up, follows the verification link from the outbox and signs in; returns
 * the Cookie header value to send as `headers: { cookie }` (plus `origin: testOrigin` on
 * POST/PUT/DELETE to Better Auth endpoints). Other modules' tests use it for a real session.
 */
export async function signUpVerifiedUser(
  app: FastifyInstance,
  { email, password, ...extra }: { email: string; password: string } & Record<string, unknown>,
): Promise<string> {
  const res = await signUp(app, { email, password, ...extra });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const verify = await app.inject({ method: 'GET', url: await verificationPath(app, email) });
  if (verify.statusCode !== 302) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  const signedIn = await signIn(app, email, password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  return cookiesFrom(signedIn);
}

/** The id of the signed-in user behind a cookie. */
export async function sessionUserId(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  const id = res.json<{ user?: { id?: string } } | null>()?.user?.id;
  if (!id) throw new Error('no session for that cookie');
  return id;
}
