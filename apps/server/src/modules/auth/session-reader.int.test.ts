import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { sessionUserId, signUpVerifiedUser } from '../../../test/auth-helpers';
import { verifiedToken } from './session-reader';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function member() {
  const cookie = await signUpVerifiedUser(t.app, { email: `reader-${++n}@example.com`, password: 'Qv93ab77-Zx7!' });
  const userId = await sessionUserId(t.app, cookie);
  const raw = decodeURIComponent(/thrivewell\.session_token=([^;]+)/.exec(cookie)![1]!);
  return { cookie, userId, raw, token: raw.slice(0, raw.lastIndexOf('.')) };
}
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/safety/cabinet', headers: { cookie } });
const day = 24 * 60 * 60 * 1000;

describe('the session read path (Better Auth sessions, one query)', () => {
  it('accepts exactly the signature Better Auth puts on the cookie, and nothing else', async () => {
    const { raw, token, userId } = await member();
    const secret = (await t.app.auth.$context).secret;
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row?.userId).toBe(userId);
    expect(verifiedToken(encodeURIComponent(raw), secret)).toBe(token);
    expect(verifiedToken(encodeURIComponent(raw), `${secret}x`)).toBeNull();
    expect(verifiedToken(encodeURIComponent(`${token.slice(0, -1)}x${raw.slice(token.length)}`), secret)).toBeNull();
    expect(verifiedToken(token, secret)).toBeNull();
    expect(verifiedToken('%E0%A4%A', secret)).toBeNull();
  });

  it('reads a live session as the signed-in user', async () => {
    const { cookie, userId } = await member();
    expect(await t.app.auth.readSession(cookie)).toMatchObject({ id: userId, emailVerified: true, email: `reader-${n}@example.com` });
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });

  it('refuses a revoked session on the next request (no cache)', async () => {
    const { cookie, token } = await member();
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    expect(await t.app.auth.readSession(cookie)).toBeNull();
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('refuses a cookie whose signature was not made with the secret', async () => {
    const { cookie, token } = await member();
    const forged = cookie.replace(/thrivewell\.session_token=[^;]+/, `thrivewell.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`);
    expect(await t.app.auth.readSession(forged)).toBeUndefined();
    expect((await whoAmI(forged)).statusCode).toBe(401);
  });

  it('hands an expired session to Better Auth, which ends it', async () => {
    const { cookie, token } = await member();
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.token, token));
    expect(await t.app.auth.readSession(cookie)).toBeUndefined();
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
  });

  it("hands a session due for its sliding refresh to Better Auth, which extends it", async () => {
    const { cookie, token } = await member();
    // Signed in 2 days ago: 5 days left of 7, past the 1-day update age.
    const before = new Date(Date.now() + 5 * day);
    await t.database.db.update(sessions).set({ expiresAt: before }).where(eq(sessions.token, token));
    expect(await t.app.auth.readSession(cookie)).toBeUndefined();
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);
    expect(await t.app.auth.readSession(cookie)).toMatchObject({ emailVerified: true });
  });
});
