import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { testVapidEnv } from '../test/vapid';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('config from the environment', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: 'localhost',
      dataDir: '.data',
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: undefined,
    });
  });

  it('listens on loopback only outside production unless HOST says otherwise (W2-A: the dev mailbox is not on the network)', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail', BETTER_AUTH_SECRET: 'x'.repeat(32), ...testVapidEnv }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('derives APP_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ APP_URL: 'https://thrivewell.example/' }).appUrl).toBe('https://thrivewell.example');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('accepts postgres:// and postgresql:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
  });

  it.each([
    [{ PORT: 'abc' }, ['PORT']],
    [{ PORT: '70000' }, ['PORT']],
    [{ PORT: '-1' }, ['PORT']],
    [{ PORT: '3000.5' }, ['PORT']],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, ['DATABASE_URL']],
    [{ DATABASE_URL: 'localhost:5432' }, ['DATABASE_URL']],
    [{ APP_URL: 'not a url' }, ['APP_URL']],
    [{ NODE_ENV: 'staging' }, ['NODE_ENV']],
    [{ LOG_LEVEL: 'loud' }, ['LOG_LEVEL']],
  ])('rejects %o with a ConfigError naming %o', (env, fields) => {
    const problems = configProblems(env);
    expect(problems.map((p) => p.split(':')[0])).toEqual(fields);
  });

  it('lists every problem at once, not just the first', () => {
    const problems = configProblems({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT: .+/);
    expect(problems.join('\n')).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problems.join('\n')).toMatch(/LOG_LEVEL: .+/);
  });

  it('the server refuses to start on a bad config: exit 1 and the list on stderr', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: 'abc', DATABASE_URL: 'mysql://root@localhost/db' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toMatch(/- PORT: /);
    expect(stderr).toContain('- DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });
});
