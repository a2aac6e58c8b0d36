import { describe, expect, it } from 'vitest';
import { loadConfig, trustedOrigins } from './config';
import { testVapidEnv } from '../test/vapid';

describe('trustedOrigins', () => {
  it('in production is the APP_URL origin only (no path, no loopback)', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://thrivewell.example/app/',
      SMTP_URL: 'smtp://mail.example',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      ...testVapidEnv,
    });
    expect(trustedOrigins(config)).toEqual(['https://thrivewell.example']);
  });

  it('in development adds the loopback origins of the server port and the Vite dev server', () => {
    expect(trustedOrigins(loadConfig({ PORT: '4100' }))).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://[::1]:4100',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it('keeps a separate APP_URL first in development and lists nothing twice', () => {
    const origins = trustedOrigins(loadConfig({ NODE_ENV: 'test', APP_URL: 'https://staging.example' }));
    expect(origins[0]).toBe('https://staging.example');
    expect(origins).toContain('http://localhost:3000');
    expect(new Set(origins).size).toBe(origins.length);
  });
});
