import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { DatabaseThrottleStore } from './sign-in-throttle.repo';
import { RedisThrottleStore } from './sign-in-throttle-redis-store';
import { signInKeys, type Reservation, type ThrottleRule, type ThrottleStore } from './sign-in-throttle-store';

/**
 * Brute-force protection for sign-in (ADR 0006). Every attempt is *taken* from three counts
 * before its password is checked, atomically, so parallel requests cannot slip past a limit:
 * - one account from one address: 5 per 15 minutes (a guesser's address is stopped, the owner
 *   elsewhere is not);
 * - one address across accounts: 20 per 15 minutes;
 * - one account from everywhere: 10, then an exponential back-off (30 s doubling to 15 minutes
 *   between attempts) instead of a lock, forgotten after an hour without attempts.
 * A wrong password leaves its attempts counted; any other outcome gives them back, and a
 * successful sign-in also clears that account-and-address count. An address the account signed
 * in from in the last 30 days skips the per-account count, so a guess spread over many addresses
 * cannot keep the owner out from where they usually sign in.
 */
export interface SignInLimits {
  perAccountAndAddress: ThrottleRule;
  perAddress: ThrottleRule;
  perAccount: ThrottleRule;
  /** How long an address the account signed in from skips `perAccount`. */
  rememberAddressMs: number;
}

const minute = 60_000;

export const defaultSignInLimits: SignInLimits = {
  perAccountAndAddress: { limit: 5, windowMs: 15 * minute },
  perAddress: { limit: 20, windowMs: 15 * minute },
  perAccount: { limit: 10, windowMs: 60 * minute, backoff: { baseMs: 30_000, maxMs: 15 * minute } },
  rememberAddressMs: 30 * 24 * 60 * minute,
};

export interface SignInSubject {
  email: string;
  ip: string | null;
}

export class SignInThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly limits: SignInLimits = defaultSignInLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The counts an attempt takes, the back-off one last (taking it moves its clock) and only from
   * an address the account has not signed in from lately.
   */
  private async keys({ email, ip }: SignInSubject): Promise<{ key: string; rule: ThrottleRule }[]> {
    const known = ip !== null && (await this.store.remembers(signInKeys.knownAddress(email, ip), this.now(), this.limits.rememberAddressMs));
    return [
      { key: signInKeys.accountAndAddress(email, ip), rule: this.limits.perAccountAndAddress },
      ...(ip ? [{ key: signInKeys.address(ip), rule: this.limits.perAddress }] : []),
      ...(known ? [] : [{ key: signInKeys.account(email), rule: this.limits.perAccount }]),
    ];
  }

  /** Before the password is checked: takes one attempt from every count, or from none (refused). */
  async begin(subject: SignInSubject): Promise<Reservation> {
    const taken: string[] = [];
    for (const { key, rule } of await this.keys(subject)) {
      const reservation = await this.store.reserve(key, rule, this.now());
      if (!reservation.allowed) {
        await Promise.all(taken.map((k) => this.store.release(k)));
        return reservation;
      }
      taken.push(key);
    }
    return { allowed: true };
  }

  /**
   * The password was right: this address starts afresh on the account and is remembered; the
   * other counts get the attempt back.
   */
  async succeeded(subject: SignInSubject): Promise<void> {
    const [accountAndAddress, ...others] = await this.keys(subject);
    await Promise.all([this.store.clear(accountAndAddress!.key), ...others.map(({ key }) => this.store.release(key))]);
    if (subject.ip) await this.store.remember(signInKeys.knownAddress(subject.email, subject.ip), this.now(), this.limits.rememberAddressMs);
  }

  /** No password was found wrong (unverified e-mail, malformed body, an error): every attempt is given back. */
  async notAGuess(subject: SignInSubject): Promise<void> {
    await Promise.all((await this.keys(subject)).map(({ key }) => this.store.release(key)));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The one place the store is chosen: Redis when REDIS_URL is set, else the app's database. */
export function createSignInThrottle(opts: {
  db: Database;
  redisUrl?: string;
  log?: FastifyBaseLogger;
  limits?: SignInLimits;
}): SignInThrottle {
  const limits = opts.limits ?? defaultSignInLimits;
  const longestWindow = Math.max(limits.perAccountAndAddress.windowMs, limits.perAddress.windowMs, limits.perAccount.windowMs);
  const store = opts.redisUrl
    ? new RedisThrottleStore(opts.redisUrl, undefined, opts.log)
    : new DatabaseThrottleStore(opts.db, 2 * longestWindow, limits.rememberAddressMs);
  return new SignInThrottle(store, limits);
}
