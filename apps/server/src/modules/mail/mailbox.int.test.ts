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
