import { and, eq, gt, lt, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures } from '../../db/schema/auth';
import { backoffMaxExponent, retryAfterMs, signInKeys, type Reservation, type ThrottleRule, type ThrottleStore } from './sign-in-throttle-store';

const sweepEveryMs = 60_000;

/**
 * The throttle's counts in `sign_in_failures` (key, failures = attempts taken, window_started_at =
 * the window's start, or with back-off the last attempt). One `INSERT … ON CONFLICT DO UPDATE …
 * WHERE … RETURNING` takes an attempt: PostgreSQL locks the row for the update and re-checks the
 * WHERE on its newest version, so parallel requests queue on the row and the ones past the limit
 * get no row back (nothing counted).
 */
export class DatabaseThrottleStore implements ThrottleStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    /** Count rows untouched for this long are deleted (at least the longest rule's window). */
    private readonly retentionMs: number,
    /** Remembered addresses are deleted after this long. */
    private readonly rememberMs = retentionMs,
  ) {}

  async reserve(key: string, rule: ThrottleRule, now: Date): Promise<Reservation> {
    const at = now.toISOString();
    const taken = signInFailures.failures;
    const stamp = signInFailures.windowStartedAt;
    const expired = sql`${stamp} <= ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
    const backoffOver = rule.backoff
      ? sql`${stamp} + least(${rule.backoff.baseMs}::float8 * power(2::float8, least(${taken} - ${rule.limit}::int, ${backoffMaxExponent}::int)), ${rule.backoff.maxMs}::float8) * interval '1 millisecond' <= ${at}::timestamptz`
      : sql`false`;
    const rows = await this.db
      .insert(signInFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${taken} + 1 END`,
          windowStartedAt: rule.backoff ? sql`${at}::timestamptz` : sql`CASE WHEN ${expired} THEN ${at}::timestamptz ELSE ${stamp} END`,
        },
        setWhere: sql`${expired} OR ${taken} < ${rule.limit}::int OR ${backoffOver}`,
      })
      .returning({ taken });
    await this.sweepNowAndThen(now);
    if (rows.length > 0) return { allowed: true };
    const [row] = await this.db.select().from(signInFailures).where(eq(signInFailures.key, key));
    // Gone between the two statements (swept or cleared): nothing to wait for.
    if (!row) return this.reserve(key, rule, now);
    return { allowed: false, retryAfterMs: retryAfterMs(rule, row.failures, row.windowStartedAt.getTime(), now.getTime()) };
  }

  async release(key: string): Promise<void> {
    await this.db
      .update(signInFailures)
      .set({ failures: sql`${signInFailures.failures} - 1` })
      .where(and(eq(signInFailures.key, key), gt(signInFailures.failures, 0)));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, key));
  }

  async remember(key: string, now: Date): Promise<void> {
    await this.db
      .insert(signInFailures)
      .values({ key, failures: 0, windowStartedAt: now })
      .onConflictDoUpdate({ target: signInFailures.key, set: { windowStartedAt: now } });
  }

  async remembers(key: string, now: Date, forMs: number): Promise<boolean> {
    const since = new Date(now.getTime() - forMs);
    const rows = await this.db
      .select({ key: signInFailures.key })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.windowStartedAt, since)));
    return rows.length > 0;
  }

  async close(): Promise<void> {
    // The database handle belongs to the app.
  }

  /** Deletes long-finished rows, at most once a minute per instance, so the table stays small. */
  private async sweepNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < sweepEveryMs && now.getTime() >= this.lastSweep) return;
    this.lastSweep = now.getTime();
    const known = sql`left(${signInFailures.key}, ${signInKeys.knownPrefix.length}::int) = ${signInKeys.knownPrefix}`;
    const before = (ms: number) => lt(signInFailures.windowStartedAt, new Date(now.getTime() - ms));
    await this.db.delete(signInFailures).where(or(and(not(known), before(this.retentionMs)), before(Math.max(this.retentionMs, this.rememberMs))));
  }
}

/**
 * Account erasure: deletes every row that names the address (its account count, its
 * account-and-address counts, the addresses it signed in from); returns how many rows went.
 * (In Redis these keys expire on their own.)
 */
export async function deleteSignInCountsFor(db: Database, email: string): Promise<number> {
  const startsWith = (prefix: string) => sql`left(${signInFailures.key}, ${prefix.length}::int) = ${prefix}`;
  const rows = await db
    .delete(signInFailures)
    .where(
      or(
        eq(signInFailures.key, signInKeys.account(email)),
        startsWith(signInKeys.accountAndAddress(email, '')), // 'account-ip:<email>|'
        startsWith(signInKeys.knownAddress(email, '')), // 'known:<email>|'
      ),
    )
    .returning({ key: signInFailures.key });
  return rows.length;
}
