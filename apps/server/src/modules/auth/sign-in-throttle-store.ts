/**
 * Where the sign-in throttle keeps its counts (ADR 0006): the database by default, Redis when
 * REDIS_URL is set. Both take an attempt *before* the password is checked, in one atomic step
 * that refuses without counting once the key is full, so a burst of parallel requests can never
 * have more than the limit checked.
 */

/** How one key limits attempts. */
export interface ThrottleRule {
  /** Attempts a key may take in its window before it refuses (or, with `backoff`, slows down). */
  limit: number;
  /**
   * Fixed window: counted from the first attempt, forgotten when it ends. With `backoff`: the
   * count is forgotten once this long passes without an attempt.
   */
  windowMs: number;
  /**
   * Past the limit, no hard lock: one more attempt is allowed `min(baseMs · 2^(n − limit), maxMs)`
   * after the previous one (n = attempts counted so far).
   */
  backoff?: { baseMs: number; maxMs: number };
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface ThrottleStore {
  /** Takes one attempt on `key` atomically, or refuses (counting nothing) with how long to wait. */
  reserve(key: string, rule: ThrottleRule, now: Date): Promise<Reservation>;
  /** Gives one taken attempt back (the password was right, or never checked). */
  release(key: string): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
  /** Notes `key` (an address the account signed in from) for `forMs`. */
  remember(key: string, now: Date, forMs: number): Promise<void>;
  /** Whether `key` was noted within the last `forMs`. */
  remembers(key: string, now: Date, forMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The store's keys: the throttle's three counts, the remembered addresses, and what erasure deletes. */
export const signInKeys = {
  accountAndAddress: (email: string, ip: string | null) => `account-ip:${normalisedEmail(email)}|${ip ?? 'unknown'}`,
  address: (ip: string) => `ip:${ip}`,
  account: (email: string) => `account:${normalisedEmail(email)}`,
  knownAddress: (email: string, ip: string) => `known:${normalisedEmail(email)}|${ip}`,
  knownPrefix: 'known:',
};

function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Exponents past this change nothing (the cap is reached long before) and would overflow. */
const maxExponent = 30;

/** The wait after the previous attempt before the next one, for a key holding `taken` attempts. */
export function backoffDelayMs(rule: ThrottleRule, taken: number): number {
  if (!rule.backoff || taken < rule.limit) return 0;
  const { baseMs, maxMs } = rule.backoff;
  return Math.min(baseMs * 2 ** Math.min(taken - rule.limit, maxExponent), maxMs);
}

/**
 * How long a refused key must wait, from its stored count and timestamp (the window's start, or
 * with back-off the last attempt). Never under a second: Retry-After is in whole seconds.
 */
export function retryAfterMs(rule: ThrottleRule, taken: number, stampedAt: number, now: number): number {
  const until = rule.backoff ? stampedAt + backoffDelayMs(rule, taken) : stampedAt + rule.windowMs;
  return Math.max(1000, until - now);
}

export { maxExponent as backoffMaxExponent };
