import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { sessions } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { sessionUserId, signUpVerifiedUser } from '../../../test/auth-helpers';
import { sessionProfileSource } from './profile.service';

/**
 * GET /api/profile reads the session and the profile row in one query (auth/session-reader.ts
 * `readSessionWith`); whenever Better Auth has to decide about the session, it does, and the
 * profile is then read on its own. The answers must be the same either way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function member(withProfile = true) {
  const cookie = await signUpVerifiedUser(t.app, { email: `profile-read-${++n}@example.com`, password: 'Qv93ab77-Zx7!' });
  const userId = await sessionUserId(t.app, cookie);
  const token = decodeURIComponent(/thrivewell\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
  let saved: unknown;
  if (withProfile) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/sections',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ personalInfo: { age: 41, gender: 'male' }, lifestyle: { sleepHours: 6.5, stressLevel: 3 } }),
    });
    expect(res.statusCode).toBe(200);
    saved = res.json();
  }
  return { cookie, userId, token, saved };
}
const getProfile = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
const setExpiry = (token: string, expiresAt: Date) => t.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.token, token));
const day = 24 * 60 * 60 * 1000;

describe('GET /api/profile: session and profile in one query', () => {
  it('answers the saved profile of the session user, and only theirs', async () => {
    const alice = await member();
    const bob = await member(false);
    const res = await getProfile(alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(alice.saved);
    expect(res.json().user_id).toBe(alice.userId);
    const none = await getProfile(bob.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('PROFILE_NOT_FOUND');
  });

  it('the reader returns the user and their row, or a null row when they have none', async () => {
    const alice = await member();
    const bob = await member(false);
    const source = sessionProfileSource(t.database.db);
    const read = await t.app.auth.readSessionWith(alice.cookie, source);
    expect(read?.user).toMatchObject({ id: alice.userId, emailVerified: true });
    expect(read?.row?.user_id).toBe(alice.userId);
    expect(await t.app.auth.readSessionWith(bob.cookie, source)).toMatchObject({ user: { id: bob.userId }, row: null });
    expect(await t.app.auth.readSessionWith(undefined, source)).toBeNull();
  });

  it('refuses a revoked session on the next request', async () => {
    const { cookie, token } = await member();
    expect((await getProfile(cookie)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    const res = await getProfile(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'UNAUTHORIZED', message: profileMessages.authRequired });
  });

  it('refuses a forged cookie and an expired session (Better Auth decides, and ends the expired one)', async () => {
    const { cookie, token } = await member();
    const forged = cookie.replace(/thrivewell\.session_token=[^;]+/, `thrivewell.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`);
    expect((await getProfile(forged)).statusCode).toBe(401);
    await setExpiry(token, new Date(Date.now() - 1000));
    expect((await getProfile(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
  });

  it('a session due for its sliding refresh: Better Auth extends it, and the answer is the same profile', async () => {
    const { cookie, token, saved } = await member();
    await setExpiry(token, new Date(Date.now() + 5 * day));
    const source = sessionProfileSource(t.database.db);
    expect(await t.app.auth.readSessionWith(cookie, source)).toBeUndefined();
    const res = await getProfile(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(saved);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);
  });
});
