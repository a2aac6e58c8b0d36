import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { createTestDatabase } from '../../../test/test-db';
import { SignInThrottle } from './sign-in-throttle';

let database: DatabaseHandle;
let now = new Date('2026-01-01T10:00:00Z');
const clock = () => now;
const limits = { perAccount: 3, perIp: 5, windowMs: 60_000 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('SignInThrottle', () => {
  it('locks the account at its limit until the window ends, then forgets', async () => {
    const throttle = new SignInThrottle(database.db, limits, clock);
    const subject = { email: 'Someone@Example.com', ip: null };
    for (let i = 0; i < 2; i++) await throttle.recordFailure(subject);
    expect(await throttle.retryAfterMs(subject)).toBe(0);
    now = new Date(now.getTime() + 10_000);
    await throttle.recordFailure(subject);
    // The window started with the first failure, 10 s ago: 50 s to go.
    expect(await throttle.retryAfterMs({ email: 'someone@example.com', ip: null })).toBe(50_000);
    now = new Date(now.getTime() + 50_000);
    expect(await throttle.retryAfterMs(subject)).toBe(0);
    // A failure after the window starts a new count at 1.
    await throttle.recordFailure(subject);
    expect(await throttle.retryAfterMs(subject)).toBe(0);
  });

  it('counts per IP across accounts, and a success clears only the account', async () => {
    const throttle = new SignInThrottle(database.db, limits, clock);
    for (let i = 0; i < 5; i++) await throttle.recordFailure({ email: `guess${i}@example.com`, ip: '192.0.2.1' });
    expect(await throttle.retryAfterMs({ email: 'fresh@example.com', ip: '192.0.2.1' })).toBe(60_000);
    expect(await throttle.retryAfterMs({ email: 'fresh@example.com', ip: '192.0.2.2' })).toBe(0);
    await throttle.recordSuccess('guess0@example.com');
    expect(await throttle.retryAfterMs({ email: 'guess0@example.com', ip: '192.0.2.1' })).toBe(60_000);
  });

  it('counts concurrent failures exactly', async () => {
    const throttle = new SignInThrottle(database.db, { ...limits, perAccount: 100 }, clock);
    await Promise.all(Array.from({ length: 20 }, () => throttle.recordFailure({ email: 'race@example.com', ip: null })));
    const rows = await database.db.select().from(signInFailures);
    expect(rows.find((r) => r.key === 'account:race@example.com')?.failures).toBe(20);
  });

  it('sweeps windows that ended long ago', async () => {
    const throttle = new SignInThrottle(database.db, limits, clock);
    now = new Date(now.getTime() + 10 * 60_000);
    await throttle.recordFailure({ email: 'late@example.com', ip: null });
    const keys = (await database.db.select().from(signInFailures)).map((r) => r.key);
    expect(keys).toEqual(['account:late@example.com']);
  });
});
