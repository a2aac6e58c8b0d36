import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signUp, signUpVerifiedUser, testOrigin } from '../../../test/auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const roleOf = async (email: string) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
const adminApi = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/recipes', headers: { cookie } });

describe('the admin role cannot be set through the auth API (ADR 0020)', () => {
  it('a sign-up body with role "admin" makes a plain user', async () => {
    const res = await signUp(t.app, { email: 'sneaky-signup@example.com', password: 'Str0ng!Passw0rd', role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('user');
    expect(await roleOf('sneaky-signup@example.com')).toBe('user');
  });

  it('an update-user body with role "admin" is refused and changes nothing', async () => {
    const email = 'sneaky-update@example.com';
    const cookie = await signUpVerifiedUser(t.app, { email, password: 'Str0ng!Passw0rd', role: 'admin' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie, origin: testOrigin }, payload: { role: 'admin', name: 'Sneaky' } });
    expect(res.statusCode).toBe(400);
    expect(await roleOf(email)).toBe('user');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.role).toBe('user');
    expect((await adminApi(cookie)).statusCode).toBe(403);
    // Other fields still update as before.
    const named = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie, origin: testOrigin }, payload: { name: 'Plain Name' } });
    expect(named.statusCode).toBe(200);
    expect(await roleOf(email)).toBe('user');
  });
});
