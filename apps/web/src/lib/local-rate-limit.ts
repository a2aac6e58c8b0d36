/**
 * Per-action attempt counters (spec part 1 §3 "per-action rate-limit counters (count,
 * firstAttempt)", §5 "Local rate limit"; P1-VAL-33): a count within a time window per key,
 * reporting the remaining time. Pure: the caller supplies the store (the web client's
 * local-store, or a Map in tests) and the time. The window starts at the first attempt and
 * is fixed; when it has passed the count starts again.
 */

export interface RateLimitCounter {
  count: number;
  /** Epoch milliseconds of the first attempt in the current window. */
  firstAttempt: number;
}

export interface RateLimitRule {
  maxAttempts: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts still allowed in this window (after this one, for `attempt`). */
  remainingAttempts: number;
  /** Milliseconds until the window ends and the count starts again; 0 when no window is open. */
  remainingMs: number;
}

/** Reads a stored counter; anything malformed counts as no counter. */
export function parseRateLimitCounter(raw: unknown): RateLimitCounter | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { count, firstAttempt } = raw as Record<string, unknown>;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  if (typeof firstAttempt !== 'number' || !Number.isFinite(firstAttempt)) return null;
  return { count, firstAttempt };
}

/**
 * The counter that applies at `now`: null once its window has passed. A first attempt in the
 * future (a changed clock or an edited store) is ignored rather than locking the user out.
 */
export function activeCounter(counter: RateLimitCounter | null, rule: RateLimitRule, now: number): RateLimitCounter | null {
  if (!counter || counter.firstAttempt > now || now - counter.firstAttempt >= rule.windowMs) return null;
  return counter;
}

function decide(counter: RateLimitCounter | null, rule: RateLimitRule, now: number, allowed: boolean): RateLimitDecision {
  const count = counter?.count ?? 0;
  return {
    allowed,
    remainingAttempts: Math.max(0, rule.maxAttempts - count),
    remainingMs: counter ? counter.firstAttempt + rule.windowMs - now : 0,
  };
}

/** Whether one more attempt would be allowed, without counting it. */
export function checkRateLimit(counter: RateLimitCounter | null, rule: RateLimitRule, now: number): RateLimitDecision {
  const active = activeCounter(counter, rule, now);
  return decide(active, rule, now, (active?.count ?? 0) < rule.maxAttempts);
}

/** Counts an attempt when it is allowed; a refused attempt leaves the counter as it was. */
export function recordAttempt(
  counter: RateLimitCounter | null,
  rule: RateLimitRule,
  now: number,
): RateLimitDecision & { counter: RateLimitCounter | null } {
  const active = activeCounter(counter, rule, now);
  if ((active?.count ?? 0) >= rule.maxAttempts) return { ...decide(active, rule, now, false), counter: active };
  const next = active ? { count: active.count + 1, firstAttempt: active.firstAttempt } : { count: 1, firstAttempt: now };
  return { ...decide(next, rule, now, true), counter: next };
}

export interface RateLimitStore {
  get(key: string): unknown;
  set(key: string, counter: RateLimitCounter): void;
  remove(key: string): void;
}

/** The counters above over a store, one counter per action key. */
export class LocalRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rule: RateLimitRule,
  ) {}

  check(key: string, now: number): RateLimitDecision {
    return checkRateLimit(parseRateLimitCounter(this.store.get(key)), this.rule, now);
  }

  /** Counts an attempt for `key` if allowed and stores the counter. */
  attempt(key: string, now: number): RateLimitDecision {
    const { counter, ...decision } = recordAttempt(parseRateLimitCounter(this.store.get(key)), this.rule, now);
    if (counter) this.store.set(key, counter);
    else this.store.remove(key);
    return decision;
  }

  /** Forgets the key, e.g. after a successful sign-in. */
  reset(key: string): void {
    this.store.remove(key);
  }
}
