import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures } from '../../db/schema';

/**
 * Brute-force protection for sign-in (issue 3): failed attempts are counted per IP and per
 * account in a fixed window; once either count reaches its limit, sign-in is refused (even
 * with the right password) until that window ends. Kept in the database so every server
 * instance sees the same counts.
 */
export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 };

export interface ThrottleSubject {
  email: string;
  ip: string | null;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: ThrottleLimits = defaultThrottleLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private keys(subject: ThrottleSubject): { key: string; limit: number }[] {
    const keys = [{ key: accountKey(subject.email), limit: this.limits.perAccount }];
    if (subject.ip) keys.push({ key: ipKey(subject.ip), limit: this.limits.perIp });
    return keys;
  }

  /** Milliseconds until sign-in is allowed again, or 0 when it is allowed now. */
  async retryAfterMs(subject: ThrottleSubject): Promise<number> {
    const keys = this.keys(subject);
    const rows = await this.db
      .select()
      .from(signInFailures)
      .where(inArray(signInFailures.key, keys.map((k) => k.key)));
    const now = this.now().getTime();
    let wait = 0;
    for (const row of rows) {
      const limit = keys.find((k) => k.key === row.key)?.limit ?? Number.POSITIVE_INFINITY;
      const endsAt = row.windowStartedAt.getTime() + this.limits.windowMs;
      if (row.failures >= limit && endsAt > now) wait = Math.max(wait, endsAt - now);
    }
    return wait;
  }

  /** Counts one failure against the account and the IP, atomically (one upsert per key). */
  async recordFailure(subject: ThrottleSubject): Promise<void> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - this.limits.windowMs);
    for (const { key } of this.keys(subject)) {
      const expired = sql`${signInFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      await this.db
        .insert(signInFailures)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${signInFailures.windowStartedAt} END`,
          },
        });
    }
    await this.sweep();
  }

  /** Forgets windows that ended long ago, so the table stays small. */
  async sweep(): Promise<void> {
    const cutoff = new Date(this.now().getTime() - 2 * this.limits.windowMs);
    await this.db.delete(signInFailures).where(lt(signInFailures.windowStartedAt, cutoff));
  }

  /** A successful sign-in clears the account's count (the IP's stays: it may be guessing many accounts). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, accountKey(email)));
  }
}
