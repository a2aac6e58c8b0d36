import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { sessionUserId, signUpVerifiedUser } from '../../../test/auth-helpers';
import { writeAudit } from './audit.service';

let t: TestApp;
let cookie: string;
let userId: string;
let otherId: string;
let otherCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await signUpVerifiedUser(t.app, { email: 'auditor@example.com', password: 'Steady-Tide-31' });
  userId = await sessionUserId(t.app, cookie);
  otherCookie = await signUpVerifiedUser(t.app, { email: 'other@example.com', password: 'Steady-Tide-31' });
  otherId = await sessionUserId(t.app, otherCookie);
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/audit', headers: { 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

const rowsFor = (action: string) => t.database.db.select().from(auditLogs).where(eq(auditLogs.action, action));

describe('POST /api/audit (P1-AUD-01..10)', () => {
  it('stores the event for the session user with the spec defaults', async () => {
    const res = await post({ action: 'profile_viewed', resourceType: 'profile', resourceId: 'p1', sessionId: 's1' }, { cookie, 'user-agent': 'UA/1' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    const [row] = await rowsFor('profile_viewed');
    expect(row).toMatchObject({ userId, resourceType: 'profile', resourceId: 'p1', sessionId: 's1', success: true, riskLevel: 'LOW', phiAccessed: false, userAgent: 'UA/1', source: 'client' });
  });

  it("takes the user from the session, never from the body (no writing as someone else)", async () => {
    await post({ action: 'spoof_attempt', userId: otherId }, { cookie });
    await post({ action: 'spoof_attempt_anon', userId: otherId });
    expect((await rowsFor('spoof_attempt'))[0]?.userId).toBe(userId);
    expect((await rowsFor('spoof_attempt_anon'))[0]?.userId).toBeNull();
    expect(await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, otherId))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ action: 'spoof_attempt' })]),
    );
  });

  it('sanitises: script tags and < > \' " stripped, strings cut at 1000, long keys dropped', async () => {
    await post(
      {
        action: 'sanitise_me',
        resourceId: `<script>alert("x")</script>O'Brien <b>"bold"</b>`,
        metadata: { note: 'y'.repeat(1500), ['k'.repeat(100)]: 'dropped', ['k'.repeat(99)]: 'kept', nested: { html: '<img src=x>' } },
        riskLevel: 'HIGH',
        phiAccessed: true,
        phiDetails: { fields: ['<medications>'] },
      },
      { cookie },
    );
    const [row] = await rowsFor('sanitise_me');
    expect(row!.resourceId).toBe('OBrien bbold/b');
    const metadata = row!.metadata as Record<string, unknown>;
    expect((metadata.note as string).length).toBe(1000);
    expect(metadata).not.toHaveProperty('k'.repeat(100));
    expect(metadata['k'.repeat(99)]).toBe('kept');
    expect(metadata.nested).toEqual({ html: 'img src=x' });
    expect(row).toMatchObject({ riskLevel: 'HIGH', phiAccessed: true, phiDetails: { fields: ['medications'] } });
  });

  it('accepts signed-out events into one anonymous bucket (no 401)', async () => {
    const res = await post({ action: 'anonymous_event' });
    expect(res.statusCode).toBe(202);
    expect((await rowsFor('anonymous_event'))[0]?.userId).toBeNull();
  });

  it('keeps 100 events per 60 s per user and drops the rest silently (P1-AUD-08, P1-AUD-09)', async () => {
    const already = await t.database.db.$count(auditLogs, and(eq(auditLogs.userId, userId), eq(auditLogs.source, 'client')));
    const answers = new Set<number>();
    for (let i = 0; i < 110; i++) answers.add((await post({ action: 'burst' }, { cookie })).statusCode);
    expect([...answers]).toEqual([202]);
    expect(await rowsFor('burst')).toHaveLength(100 - already);
    // Another user (and the anonymous bucket) still has room.
    expect((await post({ action: 'anonymous_after_burst' })).statusCode).toBe(202);
    expect(await rowsFor('anonymous_after_burst')).toHaveLength(1);
  });

  it.each([
    ['invalid JSON', '{"action":'],
    ['an array', '[]'],
    ['null', 'null'],
    ['no action', '{}'],
    ['an empty action', '{"action":"   "}'],
    ['a bad risk level', '{"action":"x","riskLevel":"EXTREME"}'],
    ['metadata as a string', '{"action":"x","metadata":"nope"}'],
    ['success as a string', '{"action":"x","success":"yes"}'],
  ])('refuses %s with 400, never 500', async (_label, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^(VALIDATION_ERROR|INVALID_JSON)$/);
  });
});

describe('client events cannot pass for server events (W2-A 10)', () => {
  it.each(['sign_in', 'ai_health_chat', 'AI_HEALTH_CHAT', ' sign-out ', 'account.deleted', 'medication_added'])(
    'refuses the server-only action %j with 400 RESERVED_ACTION and stores nothing',
    async (action) => {
      const before = await t.database.db.$count(auditLogs, eq(auditLogs.source, 'client'));
      const res = await post({ action }, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'RESERVED_ACTION', field: 'action', message: expect.stringContaining('recorded by the server itself') });
      expect(await t.database.db.$count(auditLogs, eq(auditLogs.source, 'client'))).toBe(before);
    },
  );

  it('the body cannot set the source: every posted event is stored as client-reported', async () => {
    // (A user of its own: the rate-limit test above used up the first user's minute.)
    expect((await post({ action: 'claims_server', source: 'server' }, { cookie: otherCookie })).statusCode).toBe(202);
    expect((await rowsFor('claims_server'))[0]).toMatchObject({ userId: otherId, source: 'client' });
  });

  it('the account export shows each event with its source', async () => {
    await writeAudit(t.database.db, { userId: otherId, action: 'profile_diagnostics_read' });
    const data = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: otherCookie } })).json();
    const rows = data.tables.audit_logs as { action: string; source: string }[];
    expect(rows.find((r) => r.action === 'profile_diagnostics_read')?.source).toBe('server');
    expect(rows.find((r) => r.action === 'claims_server')?.source).toBe('client');
  });
});

describe('writeAudit (the service other modules call)', () => {
  it('writes a server row and never throws, even for an unknown user', async () => {
    const id = await writeAudit(t.database.db, { userId, action: 'ai_health_chat', resourceType: 'chat', metadata: { tokens: 12 } });
    expect(id).toEqual(expect.any(String));
    const [row] = await rowsFor('ai_health_chat');
    expect(row).toMatchObject({ userId, source: 'server', success: true, riskLevel: 'LOW' });
    await expect(writeAudit(t.database.db, { userId: 'no-such-user', action: 'sign_in' })).resolves.toBeNull();
    await expect(writeAudit(t.database.db, { userId: null, action: '', source: 'client' })).resolves.toBeNull();
    expect(await t.database.db.select().from(auditLogs).where(isNull(auditLogs.userId))).not.toHaveLength(0);
  });
});
