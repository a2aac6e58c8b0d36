import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorReportLimits } from '@thrivewell/core/contracts/error-reports';
import { errorReports } from '../../db/schema';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/test-db';
import type { DatabaseHandle } from '../../db/client';
import { sessionUserId, signUpVerifiedUser } from '../../../test/auth-helpers';

/** Each test sends from its own client address so the route's rate limit only bites where meant. */
let ipCounter = 0;
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function report(overrides: Record<string, unknown> = {}) {
  return {
    error_type: 'javascript_error',
    error_message: 'Cannot read properties of undefined',
    stack_trace: 'TypeError: Cannot read properties of undefined\n    at Dashboard (dashboard.tsx:10:5)',
    url: 'http://localhost:3000/dashboard',
    user_agent: 'Mozilla/5.0 (test)',
    timestamp: '2024-05-01T10:00:00.000Z',
    severity: 'medium',
    context: { errorId: 'err_123', componentStack: '\n    at Dashboard' },
    ...overrides,
  };
}

let database: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ database, env: { TRUST_PROXY: '1' } }); // tests stand behind one proxy hop to vary the client IP
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(errorReports);
});

const post = (payload: string | object | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/errors',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/errors stores reports (P1-ERR-01)', () => {
  it('inserts every report of a batch into error_reports with the spec fields', async () => {
    const res = await post({
      reports: [report(), report({ error_type: 'log_batch', severity: 'low', stack_trace: null, context: null })],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 2 });

    const rows = await database.db.select().from(errorReports).orderBy(errorReports.errorType);
    expect(rows).toHaveLength(2);
    const [js, log] = rows;
    expect(js).toMatchObject({
      errorType: 'javascript_error',
      errorMessage: 'Cannot read properties of undefined',
      stackTrace: expect.stringContaining('at Dashboard'),
      url: 'http://localhost:3000/dashboard',
      userAgent: 'Mozilla/5.0 (test)',
      severity: 'medium',
      userId: null,
      context: { errorId: 'err_123', componentStack: '\n    at Dashboard' },
    });
    expect(js!.timestamp.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(js!.receivedAt).toBeInstanceOf(Date);
    expect(log).toMatchObject({ errorType: 'log_batch', severity: 'low', stackTrace: null, context: null });
  });

  it('never trusts a user id from the body: user_id stays null without a session', async () => {
    const res = await post({ reports: [report({ user_id: 'someone-else' })] });
    expect(res.statusCode).toBe(202);
    const [row] = await database.db.select().from(errorReports);
    expect(row!.userId).toBeNull();
  });

  it("links a report sent signed in to the session's user, whatever user id the body names (W2-A 5)", async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'reporter@example.com', password: 'Steady-Tide-31' });
    const userId = await sessionUserId(t.app, cookie);
    const res = await post({ reports: [report({ user_id: 'someone-else' })] }, { cookie });
    expect(res.statusCode).toBe(202);
    const [row] = await database.db.select().from(errorReports);
    expect(row!.userId).toBe(userId);
    // A stale cookie is the same as none: the report is still accepted, without a user.
    const stale = await post({ reports: [report()] }, { cookie: 'thrivewell.session_token=stale.value' });
    expect(stale.statusCode).toBe(202);
    const owners = (await database.db.select().from(errorReports)).map((r) => r.userId);
    expect(owners).toHaveLength(2);
    expect(owners).toEqual(expect.arrayContaining([userId, null]));
  });

  it('clips over-long text fields instead of rejecting the report', async () => {
    const res = await post({ reports: [report({ error_message: 'x'.repeat(50_000), stack_trace: 's'.repeat(20_000) })] });
    expect(res.statusCode).toBe(202);
    const [row] = await database.db.select().from(errorReports);
    expect(row!.errorMessage).toHaveLength(errorReportLimits.maxMessage);
    expect(row!.stackTrace).toHaveLength(errorReportLimits.maxStack);
  });

  it('stores a batch of the maximum size', async () => {
    const reports = Array.from({ length: errorReportLimits.maxBatch }, (_, i) => report({ error_message: `e${i}` }));
    const res = await post({ reports });
    expect(res.statusCode).toBe(202);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(errorReports);
    expect(count!.n).toBe(errorReportLimits.maxBatch);
  });
});

describe('POST /api/errors rejects bad input with a clear 4xx, never a 500', () => {
  const invalid: [string, unknown, RegExp][] = [
    ['null body', null, /body/],
    ['a bare array', [report()], /body|expected object/i],
    ['a number', 42, /body|expected object/i],
    ['no reports key', { report: report() }, /reports/],
    ['reports not an array', { reports: report() }, /reports/],
    ['an empty batch', { reports: [] }, /reports/],
    ['a batch over the limit', { reports: Array.from({ length: errorReportLimits.maxBatch + 1 }, () => report()) }, /reports/],
    ['an unknown severity', { reports: [report({ severity: 'urgent' })] }, /reports\.0\.severity/],
    ['a timestamp that is not ISO 8601', { reports: [report({ timestamp: 'yesterday' })] }, /reports\.0\.timestamp/],
    ['error_type of the wrong type', { reports: [report({ error_type: 123 })] }, /reports\.0\.error_type/],
    ['an empty error_type', { reports: [report({ error_type: '   ' })] }, /reports\.0\.error_type/],
    ['a huge error_type', { reports: [report({ error_type: 'a'.repeat(10_000) })] }, /reports\.0\.error_type/],
    ['error_message missing', { reports: [report({ error_message: undefined })] }, /reports\.0\.error_message/],
    ['context as a string', { reports: [report({ context: 'oops' })] }, /reports\.0\.context/],
    ['context as an array', { reports: [report({ context: [1, 2] })] }, /reports\.0\.context/],
    ['context over its size cap', { reports: [report({ context: { blob: 'c'.repeat(20_000) } })] }, /context must be at most/],
    ['a report that is null', { reports: [null] }, /reports\.0/],
  ];

  it.each(invalid)('%s → 400 VALIDATION_ERROR naming the problem', async (_name, payload, message) => {
    const res = await post(payload as object);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toMatch(/^Invalid error report: /);
    expect(body.error.message).toMatch(message);
  });

  it.each([
    ['not JSON at all', 'this is not json{'],
    ['truncated JSON', '{"reports": [{"error_type": "x"'],
    ['an empty body', ''],
    ['a __proto__ key (prototype pollution)', '{"reports": [], "__proto__": {"polluted": true}}'],
  ])('%s → 400 with a JSON error body', async (_name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('text/plain (what another site can post without asking) → 415, JSON only', async () => {
    const res = await post(JSON.stringify({ reports: [report()] }), { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x'])(
    'content-type %s → 415 with a JSON error body',
    async (contentType) => {
      const res = await post('reports=1', { 'content-type': contentType });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
    },
  );

  it('a body over 256 KB → 413 with a JSON error body', async () => {
    const res = await post({ reports: [report({ error_message: 'x'.repeat(300 * 1024) })] });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('stores nothing from a rejected batch, even when some reports in it are valid', async () => {
    const res = await post({ reports: [report(), report({ severity: 'nope' })] });
    expect(res.statusCode).toBe(400);
    expect(await database.db.select().from(errorReports)).toHaveLength(0);
  });
});

describe('POST /api/errors is rate-limited', () => {
  it('answers 429 RATE_LIMITED after 30 requests a minute from one client', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post({ reports: [report()] }, { 'x-forwarded-for': ip });
      statuses.push(res.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([202]));
    const limited = await post({ reports: [report()] }, { 'x-forwarded-for': ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another client is not affected.
    const other = await post({ reports: [report()] }, { 'x-forwarded-for': '203.0.113.8' });
    expect(other.statusCode).toBe(202);
  });
});
