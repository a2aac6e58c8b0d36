import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustedOrigins } from './config';
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

describe('reminders configuration', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example', BETTER_AUTH_SECRET: 'x'.repeat(32) };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('requires the VAPID keys in production, all three or none elsewhere, and checks their shape', () => {
    expect(problems(production).join('\n')).toContain('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: are required in production');
    expect(loadConfig({ ...production, ...testVapidEnv }).vapid).toEqual({ publicKey: testVapidEnv.VAPID_PUBLIC_KEY, privateKey: testVapidEnv.VAPID_PRIVATE_KEY, subject: testVapidEnv.VAPID_SUBJECT });
    expect(problems({ VAPID_PUBLIC_KEY: testVapidEnv.VAPID_PUBLIC_KEY })).toEqual(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three or none']);
    expect(problems({ ...testVapidEnv, VAPID_SUBJECT: 'ops@example.com' }).join('\n')).toContain('VAPID_SUBJECT: must be a mailto: address or an https:// URL');
    expect(problems({ ...testVapidEnv, VAPID_PRIVATE_KEY: 'short' }).join('\n')).toContain('VAPID_PRIVATE_KEY: must be a URL-safe base64 VAPID private key');
    expect(loadConfig({}).vapid).toEqual({});
  });

  it('picks the job queue: auto by default, pg-boss only with DATABASE_URL', () => {
    expect(loadConfig({}).jobQueue).toBe('auto');
    expect(problems({ JOB_QUEUE: 'pg-boss' })).toEqual(['JOB_QUEUE: pg-boss needs DATABASE_URL (PostgreSQL)']);
    expect(loadConfig({ JOB_QUEUE: 'pg-boss', DATABASE_URL: 'postgres://db/app' }).jobQueue).toBe('pg-boss');
    expect(problems({ JOB_QUEUE: 'redis' })).toEqual(['JOB_QUEUE: must be auto, embedded or pg-boss']);
  });
  it('keeps uploads on disk by default; S3 settings come as a set with clear problems', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    const s3 = { S3_BUCKET: 'lab-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example-key' };
    expect(loadConfig({ ...s3, S3_REGION: 'eu-west-1' }).storage).toEqual({ kind: 's3', bucket: 'lab-files', region: 'eu-west-1', endpoint: undefined, accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example-key' });
    expect(problems({ S3_BUCKET: 'lab-files' })).toEqual(['S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: are required with S3_BUCKET (the bucket\'s credentials)']);
    expect(problems({ S3_BUCKET: 'lab-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual(['S3_SECRET_ACCESS_KEY: is required with S3_BUCKET (the bucket\'s credentials)']);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual(['S3_ENDPOINT: set S3_BUCKET too to keep uploads in S3, or remove it to keep them on disk under DATA_DIR/uploads']);
    expect(problems({ ...s3, S3_BUCKET: 'Lab_Files' }).join('\n')).toContain('S3_BUCKET: must be an S3 bucket name');
    expect(problems({ ...s3, S3_ENDPOINT: 'ftp://files.example' }).join('\n')).toContain('S3_ENDPOINT: must be an http:// or https:// URL');
  });
});
