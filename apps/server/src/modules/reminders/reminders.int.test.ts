import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { removeForSubject, upsertForSubject } from './reminders.service';

let t: TestApp;
let free: { cookie: string; id: string };
let pro: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  free = await signedInUser(t, 'free');
  pro = await signedInUser(t, 'paid');
});
afterAll(async () => {
  await t?.close();
});

const subscription = { endpoint: 'https://push.example.com/send/abc123', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };

describe('reminders API', () => {
  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/reminders'],
      ['POST', '/api/reminders'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
      ['GET', '/api/notifications/vapid-public-key'],
      ['POST', '/api/notifications/push-subscriptions'],
    ] as const) {
      expect((await json(t.app, method, url, { body: {} })).statusCode).toBe(401);
    }
  });

  it('lets a free user keep an in-app reminder, in their time zone, with a safe title', async () => {
    const res = await json(t.app, 'POST', '/api/reminders', {
      cookie: free.cookie,
      body: { kind: 'daily-log', times: ['21:00'], timeZone: 'Europe/Berlin', title: 'Log your migraine' },
    });
    expect(res.statusCode).toBe(201);
    const reminder = res.json();
    expect(reminder).toMatchObject({ kind: 'daily-log', times: ['21:00'], weekdays: [], timeZone: 'Europe/Berlin', title: 'Time to check in', channels: ['push'], active: true });
    expect(reminder.rule).toMatch(/^DTSTART;TZID=Europe\/Berlin:\d{8}T000000\nRRULE:FREQ=DAILY;BYHOUR=21;BYMINUTE=0;BYSECOND=0$/);
    // 21:00 in Berlin is 20:00 UTC in winter, 19:00 in summer.
    expect(new Date(reminder.nextAt).getUTCMinutes()).toBe(0);
    expect([19, 20]).toContain(new Date(reminder.nextAt).getUTCHours());
    const list = (await json(t.app, 'GET', '/api/reminders', { cookie: free.cookie })).json();
    expect(list).toEqual({ reminders: [reminder], canDeliver: false });
  });

  it('edits and removes a reminder; another person’s looks missing', async () => {
    const created = (await json(t.app, 'POST', '/api/reminders', { cookie: pro.cookie, body: { kind: 'dose', times: ['08:00'], timeZone: 'UTC', channels: ['push', 'email'] } })).json();
    expect(created.title).toBe('Time for your morning medicines');
    const patched = await json(t.app, 'PATCH', `/api/reminders/${created.id}`, { cookie: pro.cookie, body: { times: ['20:00', '08:00'], weekdays: ['MO', 'FR'] } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ times: ['08:00', '20:00'], weekdays: ['MO', 'FR'], channels: ['push', 'email'] });
    const paused = (await json(t.app, 'PATCH', `/api/reminders/${created.id}`, { cookie: pro.cookie, body: { active: false } })).json();
    expect(paused).toMatchObject({ active: false, nextAt: null });
    expect((await json(t.app, 'PATCH', `/api/reminders/${created.id}`, { cookie: free.cookie, body: { active: true } })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/reminders/${created.id}`, { cookie: free.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/reminders/${created.id}`, { cookie: pro.cookie })).statusCode).toBe(204);
    expect((await json(t.app, 'DELETE', `/api/reminders/${created.id}`, { cookie: pro.cookie })).statusCode).toBe(404);
  });

  it('takes an RFC 5545 rule', async () => {
    const res = await json(t.app, 'POST', '/api/reminders', { cookie: pro.cookie, body: { kind: 'refill', rule: 'FREQ=MONTHLY;BYMONTHDAY=1;BYHOUR=9;BYMINUTE=0', timeZone: 'UTC' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ times: ['09:00'], title: 'Time to plan a refill' });
    expect(new Date(res.json().nextAt).getUTCDate()).toBe(1);
  });

  it('refuses bad input with a 400 and the field', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'dose', times: ['25:00'] }, 'times.0'],
      [{ kind: 'dose' }, 'times'],
      [{ kind: 'medicine', times: ['08:00'] }, 'kind'],
      [{ kind: 'dose', times: ['08:00'], timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ kind: 'dose', times: ['08:00'], weekdays: ['XX'] }, 'weekdays.0'],
      [{ kind: 'dose', rule: 'FREQ=MINUTELY' }, 'rule'],
      [{ kind: 'dose', rule: 'x'.repeat(10_000) }, 'rule'],
      [{ kind: 'dose', times: ['08:00'], channels: ['sms'] }, 'channels.0'],
      [{ kind: 'dose', times: Array(9).fill('08:00') }, 'times'],
    ];
    for (const [body, field] of cases) {
      const res = await json(t.app, 'POST', '/api/reminders', { cookie: pro.cookie, body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    const malformed = await json(t.app, 'POST', '/api/reminders', { cookie: pro.cookie, raw: '{"kind":' });
    expect(malformed.statusCode).toBe(400);
    expect((await json(t.app, 'PATCH', '/api/reminders/not-a-uuid', { cookie: pro.cookie, body: {} })).statusCode).toBe(400);
  });
});

describe('notification settings', () => {
  it('reads defaults, keeps quiet hours and the zone for anyone, and gates delivery on Wellness Pro', async () => {
    expect((await json(t.app, 'GET', '/api/notifications/settings', { cookie: free.cookie })).json()).toEqual({
      pushEnabled: false,
      emailEnabled: false,
      quietHours: null,
      timeZone: 'UTC',
      canDeliver: false,
      pushSubscriptions: 0,
    });
    const saved = await json(t.app, 'PUT', '/api/notifications/settings', { cookie: free.cookie, body: { quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Europe/Paris' } });
    expect(saved.json()).toMatchObject({ quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Europe/Paris' });
    const gated = await json(t.app, 'PUT', '/api/notifications/settings', { cookie: free.cookie, body: { emailEnabled: true } });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error).toMatchObject({ code: 'UPGRADE_REQUIRED', field: 'automated_reminders' });
    expect((await json(t.app, 'POST', '/api/notifications/push-subscriptions', { cookie: free.cookie, body: subscription })).statusCode).toBe(403);
    expect((await json(t.app, 'PUT', '/api/notifications/settings', { cookie: free.cookie, body: { emailEnabled: false } })).statusCode).toBe(200);
  });

  it('a Pro user subscribes a device (push switches on) and removes it', async () => {
    const key = (await json(t.app, 'GET', '/api/notifications/vapid-public-key', { cookie: pro.cookie })).json();
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const added = await json(t.app, 'POST', '/api/notifications/push-subscriptions', { cookie: pro.cookie, body: subscription });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ pushEnabled: true, canDeliver: true, pushSubscriptions: 1 });
    // The same endpoint again is the same device.
    expect((await json(t.app, 'POST', '/api/notifications/push-subscriptions', { cookie: pro.cookie, body: subscription })).json().pushSubscriptions).toBe(1);
    const removed = await json(t.app, 'DELETE', '/api/notifications/push-subscriptions', { cookie: pro.cookie, body: { endpoint: subscription.endpoint } });
    expect(removed.json().pushSubscriptions).toBe(0);
  });

  it('refuses bad settings and subscriptions with the field', async () => {
    const cases: [string, unknown, string][] = [
      ['PUT', { quietHours: { start: '22:00', end: '22:00' } }, 'quietHours.end'],
      ['PUT', { quietHours: { start: '7pm', end: '07:00' } }, 'quietHours.start'],
      ['PUT', { timeZone: 'Nowhere/Land' }, 'timeZone'],
      ['PUT', { pushEnabled: 'yes' }, 'pushEnabled'],
    ];
    for (const [, body, field] of cases) {
      const res = await json(t.app, 'PUT', '/api/notifications/settings', { cookie: pro.cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    for (const body of [{ endpoint: 'http://evil.example.com/x', keys: subscription.keys }, { endpoint: subscription.endpoint, keys: { p256dh: 'x', auth: 'y' } }, {}]) {
      expect((await json(t.app, 'POST', '/api/notifications/push-subscriptions', { cookie: pro.cookie, body })).statusCode).toBe(400);
    }
  });
});

describe('reminders for a subject (the doses module’s helper)', () => {
  it('creates one reminder per subject and kind, keeps it in step, and removes it', async () => {
    const subjectId = '5d0c3f52-8a1e-4c3b-9c55-2f1b6a7d9e10';
    const first = await upsertForSubject(t.database.db, pro.id, { kind: 'dose', subjectId, times: ['20:00'], weekdays: [], timeZone: 'Europe/Berlin', title: 'Take 20 mg citalopram' });
    expect(first).toMatchObject({ kind: 'dose', subjectId, times: ['20:00'], title: 'Time for your evening medicines', active: true });
    const second = await upsertForSubject(t.database.db, pro.id, { kind: 'dose', subjectId, times: ['07:30', '20:00'], weekdays: ['MO'], timeZone: 'Europe/Berlin' });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ times: ['07:30', '20:00'], weekdays: ['MO'] });
    const refill = await upsertForSubject(t.database.db, pro.id, { kind: 'refill', subjectId, times: ['09:00'], weekdays: [], timeZone: 'Europe/Berlin' });
    expect(refill.id).not.toBe(first.id);
    const none = await upsertForSubject(t.database.db, pro.id, { kind: 'dose', subjectId, times: [], weekdays: [], timeZone: 'Europe/Berlin' });
    expect(none).toMatchObject({ id: first.id, active: false, nextAt: null });
    expect(await removeForSubject(t.database.db, pro.id, subjectId)).toBe(2);
    expect(await removeForSubject(t.database.db, free.id, subjectId)).toBe(0);
  });
});
