import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { startTestApp } from '../../../test/test-db';
import { testOrigin } from '../../../test/auth-helpers';
import { resolveAuthSecret } from './auth-secret';
import { testVapidEnv } from '../../../test/vapid';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const secret = 'a-production-secret-of-at-least-32-chars!';
const tmp = mkdtempSync(path.join(tmpdir(), 'thrivewell-auth-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe('mail and auth configuration', () => {
  it('defaults to the outbox with a development sender', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Thrivewell <no-reply@thrivewell.local>' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Us <us@example.com>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'Us <us@example.com>',
    });
  });

  it('production without SMTP_URL or BETTER_AUTH_SECRET is refused with a clear message', () => {
    const list = problems({ NODE_ENV: 'production' });
    expect(list).toEqual([
      'SMTP_URL: is required in production (the outbox mail provider and dev mailbox are for development only)',
      'BETTER_AUTH_SECRET: is required in production (at least 32 random characters, e.g. `openssl rand -base64 32`)',
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: are required in production for web push reminders (`npx web-push generate-vapid-keys`; the subject is a mailto: or https: contact)',
    ]);
    expect(problems({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', BETTER_AUTH_SECRET: secret, ...testVapidEnv })).toEqual([]);
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET: must be at least 32 characters'],
  ])('rejects %o', (env, message) => {
    expect(problems(env).join('\n')).toContain(message);
  });

  it('the server refuses to start in production without SMTP_URL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, DATA_DIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('SMTP_URL: is required in production');
  });
});

describe('the auth secret', () => {
  it('is generated once in development, kept under DATA_DIR (mode 600) and reused', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: tmp });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(tmp, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(tmp, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(config)).toBe(first);
  });

  it('is the configured one when set, and fresh per app in tests (nothing written)', () => {
    expect(resolveAuthSecret(loadConfig({ BETTER_AUTH_SECRET: secret, DATA_DIR: tmp }))).toBe(secret);
    const testConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'never') });
    expect(resolveAuthSecret(testConfig)).not.toBe(resolveAuthSecret(testConfig));
  });
});

describe('in production (SMTP configured)', () => {
  it('uses Secure cookies, has no dev mailbox, and rate-limits auth requests', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', BETTER_AUTH_SECRET: secret, ...testVapidEnv } });
    try {
      const ctx = await t.app.auth.$context;
      expect(ctx.authCookies.sessionToken.name).toBe('__Secure-thrivewell.session_token');
      expect(ctx.authCookies.sessionToken.attributes).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });

      const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(mailbox.statusCode).toBe(404);

      const ask = () =>
        t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: testOrigin }, payload: { email: 'nobody@example.com' } });
      for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(limited.json().error.message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    } finally {
      await t.close();
    }
  });
});
