import { LocalRateLimiter, type RateLimitDecision, type RateLimitRule, type RateLimitStore } from './local-rate-limit';
import { readStored, writeStored } from './local-store';
import { storageKeys } from './storage-keys';

/**
 * The client's per-action attempt counters (spec part 1 §3, §5; P1-VAL-33), stored in local
 * storage as {count, firstAttempt} under 'rate-limit:<action>'. They only spare the server
 * obvious hammering and tell the person how long to wait; the server enforces its own limits.
 * The numbers are ours (the spec gives none).
 */
export const attemptRules = {
  login: { maxAttempts: 10, windowMs: 15 * 60_000 },
  signup: { maxAttempts: 5, windowMs: 60 * 60_000 },
  passwordReset: { maxAttempts: 3, windowMs: 15 * 60_000 },
  changePassword: { maxAttempts: 5, windowMs: 15 * 60_000 },
  changeEmail: { maxAttempts: 3, windowMs: 15 * 60_000 },
  deleteAccount: { maxAttempts: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type AttemptAction = keyof typeof attemptRules;

const store: RateLimitStore = {
  get(key) {
    const raw = readStored(`${storageKeys.rateLimitPrefix}${key}`);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  },
  set(key, counter) {
    writeStored(`${storageKeys.rateLimitPrefix}${key}`, JSON.stringify(counter));
  },
  remove(key) {
    writeStored(`${storageKeys.rateLimitPrefix}${key}`, null);
  },
};

/** Counts one attempt at `action`; `allowed: false` (with the wait in remainingMs) when over the limit. */
export function recordAttempt(action: AttemptAction, now = Date.now()): RateLimitDecision {
  return new LocalRateLimiter(store, attemptRules[action]).attempt(action, now);
}

/** Starts the count again, e.g. after a successful sign-in. */
export function resetAttempts(action: AttemptAction) {
  new LocalRateLimiter(store, attemptRules[action]).reset(action);
}
