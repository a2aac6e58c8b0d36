import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { cookiesFrom, mailbox } from '../../../test/auth-helpers';
import { testVapidEnv } from '../../../test/vapid';

/**
 * W2-A §1: the app opened at http://127.0.0.1:PORT (or [::1]) works like http://localhost:PORT
 * outside production; APP_URL stays the canonical origin; library texts never reach a user.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PORT: '3000' } });
});
afterAll(async () => {
  await t?.close();
});

const password = 'Gentle-Hills-77';

function signUpFrom(origin: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin, host: new URL(origin).host },
    payload: { email, password, name: 'Lo Opback', callbackURL: `${origin}/dashboard?verified=true` },
  });
}

describe.each(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])('opened at %s', (origin) => {
  it('signs up, verifies through a link to the same origin, and signs in', async () => {
    const email = `loop-${new URL(origin).hostname.replace(/\W/g, '')}@example.com`;
    const res = await signUpFrom(origin, email);
    expect(res.statusCode, res.body).toBe(200);

    const link = (await mailbox(t.app)).find((m) => m.to === email)?.links[0];
    expect(link?.startsWith(`${origin}/api/auth/verify-email?`)).toBe(true);
    const url = new URL(link!);
    const verify = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
    expect(verify.statusCode).toBe(302);
    expect(cookiesFrom(verify)).toContain('session_token');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin, host: new URL(origin).host },
      payload: { email, password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});

describe('other origins', () => {
  it('a loopback origin on another port is refused with the generic message, not the library text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://127.0.0.1:4444' },
      payload: { email: 'someone@example.com', password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(unexpectedErrorMessage);
    expect(res.body).not.toMatch(/invalid origin/i);
  });

  it('a callbackURL on another site is refused with the generic message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'elsewhere@example.com', password, name: 'E', callbackURL: 'https://evil.example/steal' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(unexpectedErrorMessage);
    expect(res.body).not.toMatch(/callbackURL/i);
  });

  it('production trusts APP_URL only', async () => {
    const prod = await startTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', APP_URL: 'https://thrivewell.example', SMTP_URL: 'smtp://127.0.0.1:1', BETTER_AUTH_SECRET: 'p'.repeat(40), ...testVapidEnv },
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://127.0.0.1:3000' },
        payload: { email: 'someone@example.com', password },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
