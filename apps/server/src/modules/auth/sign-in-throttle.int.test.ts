import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { createTestDatabase } from '../../../test/test-db';
import { defaultSignInLimits, SignInThrottle, type SignInSubject } from './sign-in-throttle';
import { DatabaseThrottleStore, deleteSignInCountsFor } from './sign-in-throttle.repo';

/** The throttle's policy (ADR 0006) with the real limits, on the database store and a test clock. */
let database: DatabaseHandle;
let now = new Date('2026-01-01T10:00:00Z');
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const minute = 60_000;
let throttle: SignInThrottle;

beforeAll(async () => {
  database = await createTestDatabase();
  throttle = new SignInThrottle(new DatabaseThrottleStore(database.db, 2 * 60 * minute, defaultSignInLimits.rememberAddressMs), defaultSignInLimits, clock);
});
afterAll(async () => {
  await database?.close();
});

/** A wrong password: the attempt is taken and stays counted. Returns the wait when refused. */
async function wrongPassword(subject: SignInSubject): Promise<number> {
  const attempt = await throttle.begin(subject);
  return attempt.allowed ? 0 : attempt.retryAfterMs;
}

describe('one account from one address', () => {
  it('refuses the 6th attempt for 15 minutes; the right password from another address still works', async () => {
    const attacker = { email: 'Owner@Example.com', ip: '203.0.113.1' };
    for (let i = 0; i < 5; i++) expect(await wrongPassword(attacker)).toBe(0);
    advance(minute);
    expect(await wrongPassword({ ...attacker, email: 'owner@example.com' })).toBe(14 * minute);
    // The owner, elsewhere: allowed, and signs in.
    const owner = { email: 'owner@example.com', ip: '198.51.100.7' };
    expect((await throttle.begin(owner)).allowed).toBe(true);
    await throttle.succeeded(owner);
    // The attacker's address stays stopped until its window ends.
    expect(await wrongPassword(attacker)).toBe(14 * minute);
    advance(14 * minute);
    expect(await wrongPassword(attacker)).toBe(0);
  });

  it('a successful sign-in clears the count for that address', async () => {
    const subject = { email: 'clears@example.com', ip: '203.0.113.2' };
    for (let i = 0; i < 4; i++) await wrongPassword(subject);
    expect((await throttle.begin(subject)).allowed).toBe(true);
    await throttle.succeeded(subject);
    for (let i = 0; i < 5; i++) expect(await wrongPassword(subject)).toBe(0);
    expect(await wrongPassword(subject)).toBeGreaterThan(0);
  });

  it('an attempt that checked no password (unverified, malformed) is given back', async () => {
    const subject = { email: 'not-a-guess@example.com', ip: '203.0.113.3' };
    for (let i = 0; i < 20; i++) {
      expect((await throttle.begin(subject)).allowed).toBe(true);
      await throttle.notAGuess(subject);
    }
    const rows = await database.db.select().from(signInFailures);
    expect(rows.filter((r) => r.key.includes('not-a-guess') || r.key === 'ip:203.0.113.3').map((r) => r.failures)).toEqual([0, 0, 0]);
  });
});

describe('one address across accounts', () => {
  it('refuses a 21st guess from the address, and a refused attempt takes nothing from the other counts', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect(await wrongPassword({ email: 'first@example.com', ip })).toBe(0);
    // Refused by the account-and-address count: the address's count does not grow.
    for (let i = 0; i < 30; i++) expect(await wrongPassword({ email: 'first@example.com', ip })).toBeGreaterThan(0);
    for (let i = 0; i < 15; i++) expect(await wrongPassword({ email: `other${i}@example.com`, ip })).toBe(0);
    expect(await wrongPassword({ email: 'fresh@example.com', ip })).toBe(15 * minute);
    expect(await wrongPassword({ email: 'fresh@example.com', ip: '203.0.113.51' })).toBe(0);
  });
});

describe('one account from many addresses (a distributed guess)', () => {
  it('allows 10, then backs off exponentially (30 s doubling, at most 15 minutes) instead of locking', async () => {
    const email = 'distributed@example.com';
    let n = 0;
    const fromNewAddress = () => wrongPassword({ email, ip: `192.0.2.${++n}` });
    for (let i = 0; i < 10; i++) expect(await fromNewAddress()).toBe(0);
    expect(await fromNewAddress()).toBe(30_000);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wait = await fromNewAddress();
      waits.push(wait);
      advance(wait);
      expect(await fromNewAddress()).toBe(0);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
    // Never a lock: the next attempt is always at most 15 minutes away.
    advance(899_000);
    expect(await fromNewAddress()).toBe(1000);
    advance(1000);
    expect(await fromNewAddress()).toBe(0);
  });

  it('an address the owner signed in from skips the account count, for 30 days', async () => {
    const email = 'usual-place@example.com';
    const home = { email, ip: '198.51.100.80' };
    expect((await throttle.begin(home)).allowed).toBe(true);
    await throttle.succeeded(home);
    for (let i = 0; i < 10; i++) await wrongPassword({ email, ip: `192.0.2.${50 + i}` });
    expect(await wrongPassword({ email, ip: '192.0.2.70' })).toBe(30_000);
    // From home: not slowed by the attack (the account-and-address count still applies there).
    expect((await throttle.begin(home)).allowed).toBe(true);
    await throttle.succeeded(home);
    advance(29 * 24 * 60 * minute);
    for (let i = 0; i < 10; i++) await wrongPassword({ email, ip: `192.0.2.${80 + i}` });
    expect(await wrongPassword({ email, ip: '192.0.2.90' })).toBe(30_000);
    expect((await throttle.begin(home)).allowed).toBe(true);
    await throttle.notAGuess(home);
    advance(30 * 24 * 60 * minute);
    for (let i = 0; i < 10; i++) await wrongPassword({ email, ip: `192.0.2.${100 + i}` });
    expect(await wrongPassword(home)).toBe(30_000);
  });

  it('forgets the account count after an hour without attempts', async () => {
    const email = 'quiet-hour@example.com';
    for (let i = 0; i < 10; i++) await wrongPassword({ email, ip: `192.0.2.${100 + i}` });
    expect(await wrongPassword({ email, ip: '192.0.2.200' })).toBe(30_000);
    advance(60 * minute);
    for (let i = 0; i < 10; i++) expect(await wrongPassword({ email, ip: `192.0.2.${210 + i}` })).toBe(0);
  });
});

describe('the table', () => {
  it('sweeps counts that ended long ago', async () => {
    advance(3 * 60 * minute);
    await wrongPassword({ email: 'late@example.com', ip: '203.0.113.99' });
    const keys = (await database.db.select().from(signInFailures)).map((r) => r.key).sort();
    // Counts go after two hours; remembered addresses after 30 days (the last one noted 30 days ago).
    expect(keys).toEqual(['account-ip:late@example.com|203.0.113.99', 'account:late@example.com', 'ip:203.0.113.99']);
  });

  it('account erasure deletes every count naming the address, and no other', async () => {
    for (const ip of ['203.0.113.101', '203.0.113.102']) await wrongPassword({ email: 'Erased@Example.com', ip });
    await throttle.succeeded({ email: 'erased@example.com', ip: '203.0.113.103' });
    await wrongPassword({ email: 'erased@example.com.au', ip: '203.0.113.101' });
    expect(await deleteSignInCountsFor(database.db, 'ERASED@example.com')).toBe(4);
    const keys = (await database.db.select().from(signInFailures)).map((r) => r.key);
    expect(keys.filter((k) => k.includes('erased@example.com') && !k.includes('.au'))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['account:erased@example.com.au', 'ip:203.0.113.101']));
  });
});
