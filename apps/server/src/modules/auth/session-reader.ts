/**
 * The read path of a Better Auth session, for the API's own routes (issue W2-C §2: Better Auth's
 * getSession endpoint cost four times a whole profile read). It creates, signs and refreshes
 * nothing: it checks the session cookie's signature exactly as Better Auth signed it
 * (HMAC-SHA256 with the auth secret, base64, `token.signature`) and reads the session and its
 * user in one query. Whenever Better Auth has work to do — the session expired (it deletes it)
 * or is due for its sliding refresh (`updateAge`) — the request goes through Better Auth's
 * getSession instead, so behaviour stays Better Auth's. No cache: a session revoked (sign-out,
 * password reset, account deletion) is refused on the very next request, on every instance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import type { UserRole } from '@thrivewell/core/contracts/session';

export interface SessionUserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  role: UserRole;
}

/** What the reader takes from Better Auth's own resolved context (`auth.$context`). */
export interface BetterAuthSessionContext {
  secret: string;
  /** The session cookie's name as Better Auth sets it (prefix, and `__Secure-` in production). */
  authCookies: { sessionToken: { name: string } };
  /** Seconds. */
  sessionConfig: { expiresIn: number; updateAge: number };
}

/** `undefined`: Better Auth has to decide (expired, refresh due, or a cookie it may clean up). */
export type SessionRead = SessionUserRow | null | undefined;

/**
 * A table keyed by the user's id that a route reads with the session (e.g. the health profile):
 * its owning module hands it over, and the reader joins its row into the session's own query —
 * one round trip instead of two. `read` is the owner's own read of the row, used when Better
 * Auth had to read the session itself.
 */
export interface UserRowSource<Row> {
  /** Names the prepared statement (`session_user_<name>`); one name per table. */
  name: string;
  table: PgTable;
  userId: PgColumn;
  read(userId: string): Promise<Row | null>;
}

/** The session's user and their row of a `UserRowSource` (null when they have none yet). */
export type SessionWithRow<Row> = { user: SessionUserRow; row: Row | null } | null | undefined;

/** The signed token of a session cookie value, or null when the signature is not Better Auth's. */
export function verifiedToken(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return value.length - dot - 1 === 44 && signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return undefined;
}

const sessionUserColumns = { id: users.id, email: users.email, emailVerified: users.emailVerified, name: users.name, role: users.role, expiresAt: sessions.expiresAt };

export function createSessionReader(db: Database, authContext: PromiseLike<BetterAuthSessionContext>) {
  const byToken = db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user_by_token');
  const withRowByToken = new Map<PgTable, ReturnType<typeof prepareWithRow>>();
  function prepareWithRow(source: UserRowSource<unknown>) {
    return db
      .select({ ...sessionUserColumns, row: source.table })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(source.table, eq(source.userId, users.id))
      .where(eq(sessions.token, sql.placeholder('token')))
      .limit(1)
      .prepare(`session_user_${source.name}`);
  }
  let settings: { secret: string; cookieName: string; refreshLeadMs: number } | undefined;

  /** The cookie's verified token; null without a session cookie, undefined when Better Auth has to decide. */
  async function tokenOf(cookieHeader: string | undefined): Promise<string | null | undefined> {
    if (!settings) {
      const { secret, authCookies, sessionConfig } = await authContext;
      settings = { secret, cookieName: authCookies.sessionToken.name, refreshLeadMs: (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000 };
    }
    const raw = cookieHeader ? cookieValue(cookieHeader, settings.cookieName) : undefined;
    if (!raw) return null;
    // A forged or foreign cookie: Better Auth answers no session too (and may clear cookies).
    return verifiedToken(raw, settings.secret) ?? undefined;
  }

  /** The row's user while the session is live and not due for refresh; otherwise Better Auth decides. */
  function liveUser(row: SessionUserRow & { expiresAt: Date }, now: number): SessionUserRow | undefined {
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt < now || expiresAt - settings!.refreshLeadMs <= now) return undefined;
    return { id: row.id, email: row.email, emailVerified: row.emailVerified, name: row.name, role: row.role === 'admin' ? 'admin' : 'user' };
  }

  async function readSession(cookieHeader: string | undefined, now = Date.now()): Promise<SessionRead> {
    const token = await tokenOf(cookieHeader);
    if (typeof token !== 'string') return token;
    const [row] = await byToken.execute({ token });
    return row ? liveUser(row, now) : null;
  }

  /** readSession, and the user's row of `source` read in the same query. */
  async function readSessionWith<Row>(cookieHeader: string | undefined, source: UserRowSource<Row>, now = Date.now()): Promise<SessionWithRow<Row>> {
    const token = await tokenOf(cookieHeader);
    if (typeof token !== 'string') return token;
    let query = withRowByToken.get(source.table);
    if (!query) withRowByToken.set(source.table, (query = prepareWithRow(source)));
    const [found] = await query.execute({ token });
    if (!found) return null;
    const user = liveUser(found, now);
    return user && { user, row: (found.row as Row | null) ?? null };
  }

  return { readSession, readSessionWith };
}
