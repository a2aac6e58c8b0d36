import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { mailbox, signUp } from '../../../test/auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/dev/mailbox (outbox provider)', () => {
  it('is empty at first', async () => {
    expect(await mailbox(t.app)).toEqual([]);
  });

  it('lists mail newest first with to, subject, text and links', async () => {
    await signUp(t.app, { email: 'first@example.com', password: 'Gentle-Hills-77' });
    await signUp(t.app, { email: 'second@example.com', password: 'Gentle-Hills-77' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const messages = res.json();
    expect(messages.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(messages[0]).toEqual({
      id: expect.any(String),
      to: 'second@example.com',
      subject: 'Confirm your e-mail address for Thrivewell',
      text: expect.stringContaining('/api/auth/verify-email?token='),
      links: [expect.stringMatching(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fdashboard%3Fverified%3Dtrue$/)],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('the dev mailbox answers only to this machine (W2-A 2.1)', () => {
  it.each(['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1'])('a client at %s gets 404 and no mail', async (remoteAddress) => {
    await signUp(t.app, { email: 'victim@example.com', password: 'Gentle-Hills-77' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('token=');
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('a request forwarded by a proxy on this machine is not local', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(404);
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { forwarded: 'for=203.0.113.9' } });
    expect(forwarded.statusCode).toBe(404);
  });

  it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])('a loopback client (%s) reads it', async (remoteAddress) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
    expect(res.statusCode).toBe(200);
  });
});

describe('with SMTP_URL set', () => {
  it('there is no dev mailbox', async () => {
    const smtp = await startTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await smtp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
