import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { auditLogs, errorReports, subscribers, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { sessionUserId, signIn, signUp, signUpVerifiedUser, testOrigin } from '../../../test/auth-helpers';

const password = 'Quiet-Forest-58';
let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

/** Every table with a user_id column, found independently of the service under test. */
const userIdTables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => getTableConfig(table))
  .filter((config) => config.columns.some((c) => c.name === 'user_id'))
  .map((config) => config.name);

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (!config.columns.some((c) => c.name === 'user_id')) continue;
    const res = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${value} where user_id = ${userId}`);
    counts[config.name] = Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const [who, email] of [
    ['alice', 'alice@example.com'],
    ['bob', 'bob@example.com'],
  ] as const) {
    const cookie = await signUpVerifiedUser(t.app, { email, password, first_name: who });
    const id = await sessionUserId(t.app, cookie);
    await t.database.db.insert(subscribers).values({ userId: id, subscribed: false, simplifiedTier: 'free' });
    await t.database.db.insert(errorReports).values({ errorType: 'javascript_error', errorMessage: `${who} broke it`, timestamp: new Date(), severity: 'low', userId: id });
    await t.app.inject({ method: 'POST', url: '/api/audit', headers: { cookie }, payload: { action: `${who}_viewed_page` } });
    if (who === 'alice') alice = { cookie, id };
    else bob = { cookie, id };
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/account/export', () => {
  it('is 401 signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
  });

  it("holds every row of the user and none of anyone else's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: alice.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.user).toMatchObject({ id: alice.id, email: 'alice@example.com', first_name: 'alice' });
    expect(Object.keys(data.tables).sort()).toEqual([...userIdTables].sort());
    for (const rows of Object.values(data.tables) as Record<string, unknown>[][]) {
      for (const row of rows) expect(row.userId).toBe(alice.id);
    }
    expect(data.tables.subscribers).toHaveLength(1);
    expect(data.tables.error_reports).toEqual([expect.objectContaining({ errorMessage: 'alice broke it' })]);
    expect(data.tables.audit_logs.map((r: { action: string }) => r.action)).toContain('alice_viewed_page');
    expect(data.tables.outbox_emails.length).toBeGreaterThanOrEqual(1);
    expect(data.tables.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toContain('bob');
  });

  it('never contains a password hash or a session token', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: alice.cookie } })).json();
    expect(data.tables.accounts).toHaveLength(1);
    expect(data.tables.accounts[0]).not.toHaveProperty('password');
    expect(data.tables.accounts[0]).not.toHaveProperty('accessToken');
    for (const s of data.tables.sessions) expect(s).not.toHaveProperty('token');
    const token = decodeURIComponent(alice.cookie.split('=')[1]!).split('.')[0]!;
    expect(JSON.stringify(data)).not.toContain(token);
    expect(JSON.stringify(data)).not.toMatch(/scrypt|[0-9a-f]{32}:[0-9a-f]{64}/);
  });
});

describe('DELETE /api/account', () => {
  const del = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'DELETE', url: '/api/account', headers: { ...(cookie ? { cookie } : {}), origin: testOrigin }, payload: payload as object });

  it('is 401 signed out', async () => {
    expect((await del(undefined, { email: 'alice@example.com' })).statusCode).toBe(401);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
    ['a number as e-mail', { email: 5 }],
    ['no e-mail', {}],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await del(alice.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
  });

  it("refuses another user's e-mail or a typo, deleting nothing", async () => {
    for (const email of ['bob@example.com', 'alice@example.co', '']) {
      const res = await del(alice.cookie, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'EMAIL_MISMATCH', message: 'The e-mail address you typed does not match your account.', field: 'email' });
    }
    expect(await t.database.db.select().from(users).where(eq(users.id, alice.id))).toHaveLength(1);
    expect((await rowsOf(bob.id)).subscribers).toBe(1);
  });

  it("deletes every row of the user (typed in any case) and leaves other users' rows alone", async () => {
    const before = await rowsOf(bob.id);
    const res = await del(alice.cookie, { email: '  ALICE@example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(res.cookies.find((c) => c.name === 'thrivewell.session_token')?.value ?? '').toBe('');

    expect(await t.database.db.select().from(users).where(eq(users.id, alice.id))).toHaveLength(0);
    const left = await rowsOf(alice.id);
    expect(Object.values(left).every((n) => n === 0)).toBe(true);
    expect(Object.keys(left)).toEqual(expect.arrayContaining(['accounts', 'sessions', 'audit_logs', 'outbox_emails', 'subscribers', 'error_reports', 'billing_test_sessions']));
    expect(await rowsOf(bob.id)).toEqual(before);

    // The deletion itself is recorded without pointing at anyone.
    const log = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'account_deleted'));
    expect(log).toEqual([expect.objectContaining({ userId: null })]);
  });

  it('ends the session, forbids sign-in, and frees the e-mail for a new account', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: alice.cookie } })).statusCode).toBe(401);
    expect((await signIn(t.app, 'alice@example.com', password)).statusCode).toBe(401);
    expect((await signUp(t.app, { email: 'alice@example.com', password })).statusCode).toBe(200);
    // Bob is still signed in.
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: bob.cookie } })).statusCode).toBe(200);
  });
});
