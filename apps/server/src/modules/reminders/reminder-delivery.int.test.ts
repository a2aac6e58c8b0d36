/**
 * Firing reminders end to end on one database: two server instances (two delivery services, each
 * with its own queue) tick at the same moment, a local push service counts what arrives, and
 * every occurrence is sent once. Also quiet hours, the plan, missed occurrences and expired devices.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSubscriptionStatus } from '@thrivewell/core/rules/plans';
import { partOfDay } from '@thrivewell/core/reminders/reminder-text';
import { formatClock } from '@thrivewell/core/tracking/zoned-time';
import { jobQueue, outboxEmails, pushSubscriptions, reminderOccurrences, subscribers } from '../../db/schema';
import type { MailMessage, MailProvider } from '../../providers/mail/mail-provider';
import { createPushSender } from '../../providers/push/push-sender';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { testVapidEnv } from '../../../test/vapid';
import { createEmbeddedQueue, createPgBossQueue, type JobQueue } from '../jobs/jobs.service';
import { createReminderDelivery, deliverJob } from './reminder-delivery.service';
import { createReminder } from './reminders.service';

let t: TestApp;
let pushService: Server;
let pushUrl: string;
const pushes: { path: string; encoding: string | undefined; vapid: boolean; bytes: number }[] = [];
const mails: MailMessage[] = [];
const queues: JobQueue[] = [];

const vapid = { publicKey: testVapidEnv.VAPID_PUBLIC_KEY, privateKey: testVapidEnv.VAPID_PRIVATE_KEY, subject: testVapidEnv.VAPID_SUBJECT };
const mail: MailProvider = { kind: 'smtp', send: async (m) => void mails.push(m), close: async () => undefined };

const pgUrl = process.env.TEST_DATABASE_URL;
const bossSchema = `reminders_test_${randomBytes(4).toString('hex')}`;

/**
 * One "server instance": its own queue and delivery service on the shared database. With pg-boss
 * the jobs live in a fresh schema of TEST_DATABASE_URL's database (the queue need not share the
 * reminders' database).
 */
function instance(kind: 'embedded' | 'pg-boss' = 'embedded') {
  const jobs =
    kind === 'pg-boss'
      ? createPgBossQueue({ connectionString: pgUrl!, schema: bossSchema, pollingIntervalSeconds: 0.5, maxConnections: 3 })
      : createEmbeddedQueue({ db: t.database.db, pollMs: 20 });
  queues.push(jobs);
  const subscriptions = {
    statusFor: async (userId: string) => {
      const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, userId));
      return deriveSubscriptionStatus(row ? { subscribed: row.subscribed, simplified_tier: row.simplifiedTier, subscription_tier: row.subscriptionTier, subscription_end: row.subscriptionEnd } : null);
    },
  };
  const delivery = createReminderDelivery({ db: t.database.db, jobs, push: createPushSender(vapid), mail, subscriptions, appUrl: 'https://app.example' });
  return { jobs, delivery };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const device = (name: string) => ({ endpoint: `${pushUrl}/${name}`, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } });

beforeAll(async () => {
  pushService = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      pushes.push({ path: req.url ?? '', encoding: req.headers['content-encoding'] as string | undefined, vapid: /^vapid t=.+, k=.+/.test(req.headers.authorization ?? ''), bytes });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await startTestApp();
});
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await t?.close();
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${bossSchema}" CASCADE`);
    await client.end();
  }
  await new Promise((r) => pushService.close(r));
});

/** A reminder due `minutesAgo` minutes before now (UTC), created before it was due. */
async function dueReminder(userId: string, minutesAgo: number, channels: ('push' | 'email')[]) {
  const due = new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutesAgo * 60_000);
  const clock = formatClock(due.getUTCHours() * 60 + due.getUTCMinutes());
  const reminder = await createReminder(t.database.db, userId, { kind: 'dose', times: [clock], timeZone: 'UTC', channels, active: true, title: 'Take your warfarin' }, new Date(due.getTime() - 60_000));
  expect(reminder.nextAt).toBe(due.toISOString());
  return { reminder, due };
}

const occurrencesOf = (reminderId: string) => t.database.db.select().from(reminderOccurrences).where(eq(reminderOccurrences.reminderId, reminderId));

describe('reminder delivery', () => {
  // pg-boss needs PostgreSQL: it runs when TEST_DATABASE_URL is set (CI sets it).
  it.each(pgUrl ? (['embedded', 'pg-boss'] as const) : (['embedded'] as const))('two %s instances ticking together send each occurrence once, by push and e-mail, with a safe text', { timeout: 60_000 }, async (kind) => {
    const alice = await signedInUser(t, 'paid');
    await json(t.app, 'PUT', '/api/notifications/settings', { cookie: alice.cookie, body: { emailEnabled: true } });
    const phoneName = `${kind}-phone`;
    for (const name of [phoneName, `gone-${kind}-laptop`]) {
      expect((await json(t.app, 'POST', '/api/notifications/push-subscriptions', { cookie: alice.cookie, body: device(name) })).statusCode).toBe(201);
    }
    const { reminder, due } = await dueReminder(alice.id, 2, ['push', 'email']);
    const [a, b] = [instance(kind), instance(kind)];
    for (const i of [a, b]) await i.delivery.register();
    const enqueued = await Promise.all([a.delivery.tick(), b.delivery.tick(), a.delivery.tick()]);
    expect(enqueued.reduce((x, y) => x + y, 0)).toBe(1);
    await Promise.all([a.jobs.start(), b.jobs.start()]);

    await until(async () => (await occurrencesOf(reminder.id))[0]?.status === 'sent');
    await new Promise((r) => setTimeout(r, 300));
    const phone = pushes.filter((p) => p.path === `/${phoneName}`);
    expect(phone).toHaveLength(1);
    expect(phone[0]).toMatchObject({ encoding: 'aes128gcm', vapid: true });
    expect(phone[0]!.bytes).toBeGreaterThan(100);
    // The app's own queue works the same jobs (a third instance): its e-mails go to the outbox.
    const outbox = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.userId, alice.id));
    const aliceMails = [...mails.filter((m) => m.userId === alice.id), ...outbox.filter((m) => m.subject.startsWith('Time '))];
    expect(aliceMails).toHaveLength(1);
    expect(aliceMails[0]!.subject).toBe(`Time for your ${partOfDay(due.getUTCHours() * 60 + due.getUTCMinutes())} medicines`);
    expect(`${aliceMails[0]!.subject} ${aliceMails[0]!.text}`).not.toMatch(/warfarin/i);
    const [occurrence] = await occurrencesOf(reminder.id);
    expect(occurrence).toMatchObject({ dueAt: due, status: 'sent', outcome: { push: { sent: 1, removed: 1, failed: 0 }, email: 'sent' } });
    // The push service said the laptop's subscription is gone: it was removed.
    const left = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, alice.id));
    expect(left.map((s) => s.endpoint)).toEqual([device(phoneName).endpoint]);
    // The index moved on to the next day.
    const again = await Promise.all([a.delivery.tick(), b.delivery.tick()]);
    expect(again).toEqual([0, 0]);
  });

  it('quiet hours delay delivery to their end', async () => {
    const bob = await signedInUser(t, 'paid');
    await json(t.app, 'PUT', '/api/notifications/settings', { cookie: bob.cookie, body: { emailEnabled: true } });
    const { reminder, due } = await dueReminder(bob.id, 1, ['email']);
    const start = formatClock((due.getUTCHours() * 60 + due.getUTCMinutes() + 1440 - 30) % 1440);
    const end = formatClock((due.getUTCHours() * 60 + due.getUTCMinutes() + 120) % 1440);
    await json(t.app, 'PUT', '/api/notifications/settings', { cookie: bob.cookie, body: { quietHours: { start, end } } });
    expect(await instance().delivery.tick()).toBe(1);
    const [occurrence] = await occurrencesOf(reminder.id);
    const [job] = await t.database.db.select().from(jobQueue).where(eq(jobQueue.singletonKey, occurrence!.id));
    expect(job).toMatchObject({ name: deliverJob, state: 'created' });
    expect(job!.runAfter.getTime()).toBe(due.getTime() + 120 * 60_000);
  });

  it('a crash between an occurrence and its job: the next tick finds it and it is sent once', async () => {
    const erin = await signedInUser(t, 'paid');
    await json(t.app, 'PUT', '/api/notifications/settings', { cookie: erin.cookie, body: { emailEnabled: true } });
    const { reminder, due } = await dueReminder(erin.id, 3, ['email']);
    // As if the tick had died after inserting the occurrence: a row, its index moved on, no job.
    const [row] = await t.database.db.insert(reminderOccurrences).values({ userId: erin.id, reminderId: reminder.id, dueAt: due, createdAt: new Date(due.getTime() + 1000) }).returning();
    const a = instance();
    await a.delivery.register();
    expect(await a.delivery.tick()).toBe(1);
    expect(await a.delivery.tick()).toBe(0); // its job is kept: not queued twice
    const [job] = await t.database.db.select().from(jobQueue).where(eq(jobQueue.singletonKey, row!.id));
    expect(job).toMatchObject({ name: deliverJob });
    await a.delivery.deliver(row!.id);
    await a.delivery.deliver(row!.id);
    expect(mails.filter((m) => m.userId === erin.id)).toHaveLength(1);
    expect((await occurrencesOf(reminder.id))[0]).toMatchObject({ status: 'sent', outcome: { email: 'sent' } });
  });

  it('a run that died after sending its e-mail is not sent again when retried; a fresh claim keeps a second run out', async () => {
    const finn = await signedInUser(t, 'paid');
    await json(t.app, 'PUT', '/api/notifications/settings', { cookie: finn.cookie, body: { emailEnabled: true } });
    const { reminder, due } = await dueReminder(finn.id, 1, ['email']);
    const stale = new Date(Date.now() - 10 * 60_000);
    // The dead run had claimed it and recorded its e-mail, then stopped before finishing.
    const [sentBefore] = await t.database.db.insert(reminderOccurrences).values({ userId: finn.id, reminderId: reminder.id, dueAt: due, claimedAt: stale, outcome: { email: 'sent' } }).returning();
    const { delivery } = instance();
    await delivery.deliver(sentBefore!.id);
    expect(mails.filter((m) => m.userId === finn.id)).toHaveLength(0);
    expect((await occurrencesOf(reminder.id))[0]).toMatchObject({ status: 'sent', outcome: { email: 'sent' } });
    // A run holding a fresh claim: the other run leaves it alone.
    const later = new Date(due.getTime() + 60_000);
    const [held] = await t.database.db.insert(reminderOccurrences).values({ userId: finn.id, reminderId: reminder.id, dueAt: later, claimedAt: new Date() }).returning();
    await delivery.deliver(held!.id);
    expect(mails.filter((m) => m.userId === finn.id)).toHaveLength(0);
    expect((await t.database.db.select().from(reminderOccurrences).where(eq(reminderOccurrences.id, held!.id)))[0]).toMatchObject({ status: 'pending' });
  });

  it('free plans, switched-off channels and missed occurrences are recorded, not sent', async () => {
    const carol = await signedInUser(t, 'free');
    const dave = await signedInUser(t, 'paid');
    const free = await dueReminder(carol.id, 1, ['push']);
    const off = await dueReminder(dave.id, 1, ['email']);
    const late = await dueReminder(dave.id, 30, ['email']);
    await instance().delivery.tick();
    expect((await occurrencesOf(free.reminder.id))[0]).toMatchObject({ status: 'suppressed', outcome: { reason: 'plan' } });
    expect((await occurrencesOf(off.reminder.id))[0]).toMatchObject({ status: 'suppressed', outcome: { reason: 'no-channel' } });
    expect((await occurrencesOf(late.reminder.id))[0]).toMatchObject({ status: 'suppressed', outcome: { reason: 'missed' } });
  });
});
