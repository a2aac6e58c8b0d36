import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alreadyRegisteredMessage,
  emailNotConfirmedMessage,
  invalidCredentialsMessage,
  loginErrorMessage,
  signupErrorMessage,
} from '@thrivewell/core/copy/auth-messages';
import { auditLogs, sessions, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import {
  cookiesFrom,
  mailbox,
  sessionUserId,
  signIn,
  signUp,
  signUpVerifiedUser,
  testOrigin,
  verificationPath,
} from '../../../test/auth-helpers';
import { getSessionUser, requireUser } from './session';

const password = 'Calm-Rivers-42';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getSession = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: cookie ? { cookie } : {} });
const signOut = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: testOrigin } });

describe('sign-up → e-mail → verification → sign-in → session → sign-out', () => {
  it('runs the whole flow with the outbox mail (P1-AUTH-18, P1-AUTH-35, P1-AUTH-50)', async () => {
    const email = 'flow@example.com';
    const res = await signUp(t.app, {
      email: '  Flow@Example.COM ',
      password,
      name: '',
      first_name: 'Rowan',
      last_name: 'Ash',
      selected_plan: 'wellness_plus',
      billing_cycle: 'yearly',
      callbackURL: 'http://localhost:3000/dashboard',
    });
    expect(res.statusCode).toBe(200);
    // No session before the e-mail is confirmed.
    expect(cookiesFrom(res)).toBe('');
    expect(res.json().user).toMatchObject({ email, emailVerified: false, name: 'Rowan Ash', first_name: 'Rowan', selected_plan: 'wellness_plus', billing_cycle: 'yearly' });

    const [mail] = await mailbox(t.app);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your e-mail address for Thrivewell' });
    expect(mail!.links).toHaveLength(1);
    const link = new URL(mail!.links[0]!);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/dashboard?verified=true');
    expect(mail!.text).toContain(mail!.links[0]);

    const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/dashboard?verified=true');
    // The link signs the user in, so the web's return handling finds a session (P1-AUTH-37).
    const afterVerify = await getSession(cookiesFrom(verify));
    expect(afterVerify.json().user).toMatchObject({ email, emailVerified: true });

    const signedIn = await signIn(t.app, email, password);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookiesFrom(signedIn);
    const session = await getSession(cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email, first_name: 'Rowan', last_name: 'Ash' });

    const out = await signOut(cookie);
    expect(out.statusCode).toBe(200);
    expect((await getSession(cookie)).json()).toBeNull();
    // Global scope: the session the verification link opened ended too.
    expect((await getSession(cookiesFrom(verify))).json()).toBeNull();
    const userId = session.json().user.id as string;
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });

  it('sets the session cookie httpOnly and SameSite=Lax, not Secure outside production', async () => {
    await signUpVerifiedUser(t.app, { email: 'cookie@example.com', password });
    const res = await signIn(t.app, 'cookie@example.com', password);
    const cookie = res.cookies.find((c) => c.name === 'thrivewell.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never hands the session token to scripts: it lives only in the httpOnly cookie', async () => {
    const res = await signIn(t.app, 'cookie@example.com', password);
    const token = decodeURIComponent(res.cookies.find((c) => c.name === 'thrivewell.session_token')!.value).split('.')[0]!;
    expect(res.json()).not.toHaveProperty('token');
    expect(res.body).not.toContain(token);
    const session = await getSession(cookiesFrom(res));
    expect(session.json().session).toMatchObject({ userId: expect.any(String), expiresAt: expect.any(String) });
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.body).not.toContain(token);
  });

  it('writes audit rows for sign-in and sign-out', async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'audited@example.com', password });
    const userId = await sessionUserId(t.app, cookie);
    await signOut(cookie);
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, userId));
    expect(rows.map((r) => r.action).sort()).toEqual(['sign_in', 'sign_out']);
    expect(rows.every((r) => r.source === 'server' && r.success && r.ipAddress === '127.0.0.1')).toBe(true);
  });

  it('sends a bad or expired verification token back with an error the web can show', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=nope&callbackURL=%2Fdashboard%3Fverified%3Dtrue' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?verified=true&error=INVALID_TOKEN');
    expect(cookiesFrom(res)).toBe('');
  });
});

describe('sign-in errors', () => {
  it("refuses an unverified account with EMAIL_NOT_VERIFIED ('Email not confirmed', P1-AUTH-40) and mails a fresh link", async () => {
    await signUp(t.app, { email: 'unverified@example.com', password });
    const before = (await mailbox(t.app)).filter((m) => m.to === 'unverified@example.com').length;
    const res = await signIn(t.app, 'unverified@example.com', password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: emailNotConfirmedMessage } });
    expect(loginErrorMessage(res.json().error)).toBe(emailNotConfirmedMessage);
    expect(cookiesFrom(res)).toBe('');
    expect((await mailbox(t.app)).filter((m) => m.to === 'unverified@example.com')).toHaveLength(before + 1);
  });

  it('answers a wrong password and an unknown e-mail the same way (P1-AUTH-41)', async () => {
    await signUpVerifiedUser(t.app, { email: 'wrongpass@example.com', password });
    const wrong = await signIn(t.app, 'wrongpass@example.com', 'Not-The-Password-1');
    const unknown = await signIn(t.app, 'nobody-here@example.com', password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: invalidCredentialsMessage } });
      expect(loginErrorMessage(res.json().error)).toBe(invalidCredentialsMessage);
    }
  });
});

describe('sign-up rules on the server', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters long'],
    [`Ab1!${'x'.repeat(130)}`, 'Password is too long (max 128 characters)'],
    ['lowercase-only-1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE-ONLY-1', 'Password must contain at least one lowercase letter'],
    ['No-Numbers-Here', 'Password must contain at least one number'],
    ['NoSpecial123abc', 'Password must contain at least one special character'],
    ['MyPassword1!', 'Password contains common patterns and is not secure'],
  ])('refuses the weak password %j with the spec message (P1-VAL-04..11)', async (weak, message) => {
    const res = await signUp(t.app, { email: 'weak@example.com', password: weak });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'INSECURE_PASSWORD', message, field: 'password' } });
    expect(signupErrorMessage(res.json().error)).toBe(message);
  });

  it('creates no account for a refused password', async () => {
    expect(await t.database.db.select().from(users).where(eq(users.email, 'weak@example.com'))).toHaveLength(0);
  });

  it.each([
    ['x@y', 'Email address is too short'],
    ['not-an-email', 'Invalid email format'],
    ['a<b>@example.com', 'Email contains invalid characters'],
    ['javascript:alert(1)@example.com', 'Email contains suspicious content'],
  ])('refuses the e-mail %j with the spec message (P1-VAL-14..18)', async (email, message) => {
    const res = await signUp(t.app, { email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'INVALID_EMAIL', message, field: 'email' } });
  });

  it("refuses a second account for the same e-mail, whatever its case (P1-AUTH-44)", async () => {
    expect((await signUp(t.app, { email: 'twice@example.com', password })).statusCode).toBe(200);
    const res = await signUp(t.app, { email: 'TWICE@example.com', password });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: alreadyRegisteredMessage });
    expect(signupErrorMessage(res.json().error)).toBe(alreadyRegisteredMessage);
  });

  it('checks and cleans the sign-up metadata', async () => {
    const badCycle = await signUp(t.app, { email: 'meta1@example.com', password, billing_cycle: 'weekly' });
    expect(badCycle.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', field: 'billing_cycle' } });
    const badPlan = await signUp(t.app, { email: 'meta2@example.com', password, selected_plan: 'DROP TABLE' });
    expect(badPlan.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', field: 'selected_plan' } });
    const badName = await signUp(t.app, { email: 'meta3@example.com', password, first_name: 'x'.repeat(101) });
    expect(badName.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'First name exceeds maximum length of 100 characters' } });
    const script = await signUp(t.app, { email: 'meta4@example.com', password, first_name: '<script>alert(1)</script>' });
    expect(script.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'First name contains potentially dangerous content' } });
  });
});

describe('brute-force protection', () => {
  it('stops an account from an address after 5 failed sign-ins there, even for the right password, with a clear message', async () => {
    await signUpVerifiedUser(t.app, { email: 'locked@example.com', password });
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.app, 'locked@example.com', `Wrong-Guess-${i}`, { remoteAddress: '198.51.100.5' })).statusCode).toBe(401);
    }
    const res = await signIn(t.app, 'LOCKED@example.com', password, { remoteAddress: '198.51.100.5' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(loginErrorMessage(res.json().error)).toBe('Too many attempts. Please try again in 15 minutes.');
    // The owner elsewhere is not locked out (ADR 0006), nor another account from this address.
    expect((await signIn(t.app, 'locked@example.com', password, { remoteAddress: '198.51.100.99' })).statusCode).toBe(200);
    await signUpVerifiedUser(t.app, { email: 'notlocked@example.com', password });
    expect((await signIn(t.app, 'notlocked@example.com', password, { remoteAddress: '198.51.100.5' })).statusCode).toBe(200);
    const failures = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'sign_in'), eq(auditLogs.success, false)));
    expect(failures.length).toBeGreaterThanOrEqual(5);
  });

  it('a successful sign-in resets the account count', async () => {
    await signUpVerifiedUser(t.app, { email: 'reset-count@example.com', password });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await signIn(t.app, 'reset-count@example.com', 'Wrong-Guess-1!', { remoteAddress: '192.0.2.44' });
      expect((await signIn(t.app, 'reset-count@example.com', password, { remoteAddress: '192.0.2.44' })).statusCode).toBe(200);
    }
  });

  it('locks an IP after 20 failed sign-ins across accounts; other IPs still sign in', async () => {
    await signUpVerifiedUser(t.app, { email: 'by-ip@example.com', password });
    const from = (ip: string, email: string, pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: ip, headers: { origin: testOrigin }, payload: { email, password: pw } });
    for (let i = 0; i < 20; i++) expect((await from('203.0.113.9', `guess${i}@example.com`, 'Wrong-1!')).statusCode).toBe(401);
    expect((await from('203.0.113.9', 'by-ip@example.com', password)).json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await from('203.0.113.10', 'by-ip@example.com', password)).statusCode).toBe(200);
  });

  it('ignores a client-sent client-IP header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.9',
      headers: { origin: testOrigin, 'x-thrivewell-client-ip': '198.51.100.1' },
      payload: { email: 'by-ip@example.com', password },
    });
    expect(res.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('password reset and account changes through Better Auth', () => {
  it('mails a reset link; the new password must follow the rules; old sessions end', async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'forgot@example.com', password });
    const req = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: testOrigin }, payload: { email: 'forgot@example.com' } });
    expect(req.statusCode).toBe(200);
    const mail = (await mailbox(t.app)).find((m) => m.to === 'forgot@example.com' && m.subject === 'Reset your Thrivewell password');
    const link = new URL(mail!.links[0]!);
    const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBe(302);
    const landing = new URL(follow.headers.location as string, testOrigin);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: testOrigin }, payload: { token, newPassword: 'weakpass' } });
    expect(weak.json()).toMatchObject({ error: { code: 'INSECURE_PASSWORD', field: 'newPassword' } });
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: testOrigin }, payload: { token, newPassword: 'New-Calm-Rivers-7' } });
    expect(ok.statusCode).toBe(200);
    expect((await getSession(cookie)).json()).toBeNull();
    expect((await signIn(t.app, 'forgot@example.com', password)).statusCode).toBe(401);
    expect((await signIn(t.app, 'forgot@example.com', 'New-Calm-Rivers-7')).statusCode).toBe(200);
  });

  it('answers a reset request for an unknown e-mail like a known one and sends nothing', async () => {
    const before = (await mailbox(t.app)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: testOrigin }, payload: { email: 'ghost@example.com' } });
    expect(res.statusCode).toBe(200);
    expect((await mailbox(t.app)).length).toBe(before);
  });

  it('changes the password only to one that follows the rules', async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'changer@example.com', password });
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie, origin: testOrigin }, payload });
    expect((await post({ currentPassword: password, newPassword: 'short' })).json().error).toMatchObject({ code: 'INSECURE_PASSWORD', message: 'Password must be at least 8 characters long' });
    expect((await post({ currentPassword: password, newPassword: 'Other-Calm-Rivers-9' })).statusCode).toBe(200);
    expect((await signIn(t.app, 'changer@example.com', 'Other-Calm-Rivers-9')).statusCode).toBe(200);
  });

  it('changes the e-mail only after the new address is confirmed', async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'old-address@example.com', password });
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/change-email', headers: { cookie, origin: testOrigin }, payload: { newEmail: 'nope' } });
    expect(bad.json().error).toMatchObject({ code: 'INVALID_EMAIL', field: 'newEmail' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/change-email', headers: { cookie, origin: testOrigin }, payload: { newEmail: 'New-Address@example.com' } });
    expect(res.statusCode).toBe(200);
    expect((await getSession(cookie)).json().user.email).toBe('old-address@example.com');
    const verify = await t.app.inject({ method: 'GET', url: await verificationPath(t.app, 'new-address@example.com'), headers: { cookie } });
    expect(verify.statusCode).toBe(302);
    expect((await getSession(cookie)).json().user.email).toBe('new-address@example.com');
  });
});

describe('malformed requests never reach a 500', () => {
  const bodies: [string, string][] = [
    ['invalid JSON', '{"email":'],
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['wrong types', '{"email":42,"password":{"a":1},"name":[],"first_name":7,"callbackURL":false}'],
  ];
  for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/request-password-reset', '/api/auth/reset-password']) {
    it.each(bodies)(`${path} with %s → 400 in the error shape`, async (_label, payload) => {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { origin: testOrigin, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    });
  }

  it('an unknown auth path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('signing out without a session still answers 200 and clears cookies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: testOrigin } });
    expect(res.statusCode).toBe(200);
  });

  it('get-session without a cookie, or with a forged one, is null', async () => {
    expect((await getSession()).json()).toBeNull();
    expect((await getSession('thrivewell.session_token=forged.value')).json()).toBeNull();
  });
});

describe('session.ts (what other modules use)', () => {
  const requestWith = (cookie?: string) => ({ server: t.app, headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

  it('getSessionUser gives id, email, emailVerified, name and role, or null', async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'session-user@example.com', password, name: '', first_name: 'Sage', last_name: 'Lin' });
    const user = await getSessionUser(requestWith(cookie));
    expect(user).toEqual({ id: expect.any(String), email: 'session-user@example.com', emailVerified: true, name: 'Sage Lin', role: 'user' });
    expect(await getSessionUser(requestWith())).toBeNull();
    await expect(requireUser(requestWith(cookie))).resolves.toEqual(user);
  });

  it("requireUser throws UNAUTHORIZED 'Please sign in to continue.' (401) when signed out", async () => {
    await expect(requireUser(requestWith())).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401, message: 'Please sign in to continue.' });
  });

  it('refuses a cookie-carrying POST from a foreign origin (CSRF), keeping the session', async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'csrf@example.com', password });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toEqual(expect.any(String));
    expect((await getSession(cookie)).json()?.user.email).toBe('csrf@example.com');
  });
});

describe('the users table', () => {
  it('stores e-mails lower-cased and the sign-up metadata', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'flow@example.com'));
    expect(row).toMatchObject({ first_name: 'Rowan', last_name: 'Ash', selected_plan: 'wellness_plus', billing_cycle: 'yearly', emailVerified: true });
  });
});
