import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { lockPath } from '../db/data-dir-lock';
import { users } from '../db/schema';
import { signUpVerifiedUser } from '../../test/auth-helpers';
import { startTestApp } from '../../test/test-db';
import { runAdminRole } from './admin-role';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const email = 'first-admin@example.com';
let dataDir: string;
let pgDir: string;

/** `npm run admin:<command> -- <email>` from the repository root, as a person types it. */
async function npmRun(command: 'grant' | 'revoke', who: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', `admin:${command}`, '--', who], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

function captured() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

async function roleIn(dir: string) {
  const db = await openDatabase({ pgliteDir: dir });
  try {
    return (await db.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'thrivewell-admin-cli-'));
  pgDir = path.join(dataDir, 'pg');
  // A server's data directory with one signed-up account.
  const database: DatabaseHandle = await openDatabase({ pgliteDir: pgDir });
  await database.migrate();
  const t = await startTestApp({ database });
  await signUpVerifiedUser(t.app, { email, password: 'Str0ng!Passw0rd' });
  await t.close();
  await database.close();
}, 120_000);
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin:grant / admin:revoke', () => {
  it('refuses, and says so, while another process (a running server) holds the embedded database', async () => {
    const server = await openDatabase({ pgliteDir: pgDir });
    try {
      expect(existsSync(lockPath(pgDir))).toBe(true);
      const res = await npmRun('grant', email);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/in use by another running process \(pid \d+\), most likely the Thrivewell server\. Stop the server first/);
      const [row] = await server.db.select({ role: users.role }).from(users).where(eq(users.email, email));
      expect(row?.role).toBe('user');
    } finally {
      await server.close();
    }
    expect(existsSync(lockPath(pgDir))).toBe(false);
  }, 60_000);

  it('grants and revokes on the embedded database once the server has stopped', async () => {
    const granted = await npmRun('grant', email.toUpperCase());
    expect(granted.stderr).toBe('');
    expect(granted).toMatchObject({ code: 0, stdout: `${email} is now an admin (effective on their next request).\n` });
    expect(await roleIn(pgDir)).toBe('admin');
    const again = captured();
    expect(await runAdminRole(['grant', email], { DATA_DIR: dataDir }, again.io)).toBe(0);
    expect(again.out).toEqual([`${email} is already an admin; nothing changed.`]);
    const revoked = await npmRun('revoke', email);
    expect(revoked).toMatchObject({ code: 0, stdout: `${email} is no longer an admin (effective on their next request).\n` });
    expect(await roleIn(pgDir)).toBe('user');
  }, 60_000);

  it('an unknown e-mail, a missing database and bad arguments get clear messages', async () => {
    const unknown = captured();
    expect(await runAdminRole(['grant', 'nobody@example.com'], { DATA_DIR: dataDir }, unknown.io)).toBe(1);
    expect(unknown.err[0]).toMatch(/^No account with the e-mail nobody@example.com in .*pg\. The person signs up first/);
    const missing = captured();
    expect(await runAdminRole(['grant', email], { DATA_DIR: path.join(dataDir, 'nope') }, missing.io)).toBe(1);
    expect(missing.err[0]).toMatch(/^No database found at .*nope\/pg\. Start the server once/);
    expect(existsSync(path.join(dataDir, 'nope'))).toBe(false);
    const usage = captured();
    expect(await runAdminRole(['promote', email], { DATA_DIR: dataDir }, usage.io)).toBe(2);
    expect(await runAdminRole(['grant'], { DATA_DIR: dataDir }, usage.io)).toBe(2);
    expect(await runAdminRole(['grant', 'not-an-email'], { DATA_DIR: dataDir }, usage.io)).toBe(2);
    expect(usage.err.join('\n')).toMatch(/Usage: npm run admin:grant -- someone@example.com/);
    const badUrl = captured();
    expect(await runAdminRole(['grant', email], { DATABASE_URL: 'mysql://x' }, badUrl.io)).toBe(1);
    expect(badUrl.err[0]).toMatch(/DATABASE_URL must be a postgres/);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('works on DATABASE_URL (PostgreSQL)', async () => {
    const io = captured();
    // The TEST_DATABASE_URL server's own database: no such account, so a clear "no account".
    expect(await runAdminRole(['grant', 'nobody@example.com'], { DATABASE_URL: process.env.TEST_DATABASE_URL }, io.io)).toBe(1);
    expect(io.err[0]).toMatch(/No account with the e-mail nobody@example.com in PostgreSQL/);
  });
});
