import { randomUUID } from 'node:crypto';
import { getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { errorReports, outboxEmails, verifications } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { sessionUserId, signIn, signUpVerifiedUser, testOrigin } from '../../../test/auth-helpers';

/**
 * W2-A 5: after "delete my account" nothing in ANY table may still name the user — by id or by
 * e-mail. The check walks every table of the database (not a list kept here), and every
 * schema table with a `user_id` gets a row generated from its column types, so a table added
 * later is covered without touching this file.
 */

const password = 'Quiet-Forest-58';
let t: TestApp;
const gone = { email: 'erase-me@example.com', id: '', cookie: '' };
const kept = { email: 'keeper@example.com', id: '', cookie: '' };

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Table name → rows whose text (every column, jsonb included) contains the user's id or e-mail. */
async function mentions(user: { id: string; email: string }): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((r) => r.name);
  expect(tables.length).toBeGreaterThan(10);
  const found: Record<string, number> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} x
            where strpos(lower(x::text), ${user.id.toLowerCase()}) > 0 or strpos(lower(x::text), ${user.email}) > 0`,
      ),
    );
    if (Number(row!.n) > 0) found[name] = Number(row!.n);
  }
  return found;
}

/** A value for a required column, from its type alone. */
function valueFor(column: PgColumn): unknown {
  if (column.enumValues?.length) return column.enumValues[0];
  switch (column.columnType) {
    case 'PgText':
    case 'PgVarchar':
      return `generated-${randomUUID()}`;
    case 'PgUUID':
      return randomUUID();
    case 'PgJsonb':
    case 'PgJson':
      return {};
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgReal':
    case 'PgDoublePrecision':
      return 0;
    case 'PgBoolean':
      return false;
    case 'PgTimestamp':
      return new Date();
    case 'PgDateString':
      return '2026-01-15';
    default:
      throw new Error(`account-erasure test: no generated value for a ${column.columnType} column (${column.name}); add one`);
  }
}

/**
 * One row for the user in every schema table with a user_id column. A column that references
 * another user table (habit_checkins.habit_id → habits.id) takes that table's row, so tables are
 * filled after the tables they reference.
 */
async function fillEveryUserTable(userId: string) {
  const userTables = (Object.values(schema) as unknown[]).filter(
    (table): table is PgTable => is(table, PgTable) && getTableConfig(table).columns.some((c) => c.name === 'user_id'),
  );
  const insertedIds = new Map<PgTable, unknown>();
  let pending = userTables;
  while (pending.length > 0) {
    const waiting: PgTable[] = [];
    for (const table of pending) {
      const references = new Map<string, PgTable>();
      for (const fk of getTableConfig(table).foreignKeys) {
        const { columns, foreignTable } = fk.reference();
        if (userTables.includes(foreignTable)) references.set(columns[0]!.name, foreignTable);
      }
      if ([...references.values()].some((target) => !insertedIds.has(target))) {
        waiting.push(table);
        continue;
      }
      const row: Record<string, unknown> = {};
      for (const [key, column] of Object.entries(getTableColumns(table))) {
        const target = references.get(column.name);
        if (column.name === 'user_id') row[key] = userId;
        else if (target) row[key] = insertedIds.get(target);
        else if (column.notNull && !column.hasDefault) row[key] = valueFor(column);
      }
      const idColumn = (getTableColumns(table) as Record<string, PgColumn>)['id'];
      const inserted = (await t.database.db.insert(table).values(row).onConflictDoNothing().returning()) as Record<string, unknown>[];
      insertedIds.set(table, idColumn ? inserted[0]?.['id'] : true);
    }
    if (waiting.length === pending.length) throw new Error('account-erasure test: user tables reference each other in a cycle');
    pending = waiting;
  }
}

async function populate(user: typeof gone) {
  user.cookie = await signUpVerifiedUser(t.app, { email: user.email, password });
  user.id = await sessionUserId(t.app, user.cookie);
  const json = { 'content-type': 'application/json', cookie: user.cookie };
  // A signed-in error report: it may carry health details, so it is the user's.
  const report = { error_type: 'javascript_error', error_message: 'Saving "warfarin 5 mg" failed', timestamp: new Date().toISOString(), severity: 'high' };
  expect((await t.app.inject({ method: 'POST', url: '/api/errors', headers: json, payload: { reports: [report] } })).statusCode).toBe(202);
  expect((await t.app.inject({ method: 'POST', url: '/api/audit', headers: json, payload: { action: 'page_viewed' } })).statusCode).toBe(202);
  // A failed sign-in is counted against the e-mail; a reset request leaves a token and a mail.
  expect((await signIn(t.app, user.email, 'Wrong-Guess-000')).statusCode).toBe(401);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: testOrigin },
    payload: { email: user.email, redirectTo: '/reset-password' },
  });
  expect(reset.statusCode).toBe(200);
  // Rows other flows write without a user id: mail to the address, a token keyed by it.
  await t.database.db.insert(outboxEmails).values({ toAddress: user.email.toUpperCase(), subject: 'Welcome', text: 'Hello', links: [] });
  await t.database.db.insert(verifications).values({ id: randomUUID(), identifier: user.email, value: randomUUID(), expiresAt: new Date(Date.now() + 3600_000) });
  await fillEveryUserTable(user.id);
}

beforeAll(async () => {
  t = await startTestApp();
  await populate(gone);
  await populate(kept);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const userIdTables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => getTableConfig(table))
  .filter((c) => c.columns.some((col) => col.name === 'user_id'))
  .map((c) => c.name);

describe('account export and deletion cover every row that names the user (W2-A 5)', () => {
  it('a report sent signed in is linked to the session user and is in the export, with mail sent to the address', async () => {
    const [report] = await t.database.db.select().from(errorReports).where(sql`${errorReports.userId} = ${gone.id}`);
    expect(report).toMatchObject({ userId: gone.id, errorMessage: 'Saving "warfarin 5 mg" failed' });

    const data = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: gone.cookie } })).json();
    expect(data.tables.error_reports).toEqual(expect.arrayContaining([expect.objectContaining({ errorMessage: 'Saving "warfarin 5 mg" failed' })]));
    expect(data.tables.outbox_emails).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Welcome', userId: null })]));
    expect(JSON.stringify(data)).not.toContain(kept.email);
  });

  it('before deletion the user is named in every user table and in the throttle, token and mail tables', async () => {
    const before = await mentions(gone);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([...userIdTables, 'users', 'sign_in_failures', 'verifications', 'outbox_emails', 'error_reports']),
    );
  });

  it('after deletion no table names the user, and the other user keeps every row', async () => {
    const keptBefore = await mentions(kept);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: gone.cookie, origin: testOrigin, 'content-type': 'application/json' },
      payload: { email: gone.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await mentions(gone)).toEqual({});
    expect(await mentions(kept)).toEqual(keptBefore);
  });
});
