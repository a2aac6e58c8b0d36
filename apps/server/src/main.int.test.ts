import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { errorReports } from './db/schema';
import { startTestApp } from '../test/test-db';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = {
  error_type: 'javascript_error',
  error_message: 'kept across restarts',
  timestamp: '2024-05-01T10:00:00.000Z',
  severity: 'low',
};

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'thrivewell-shutdown-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function storedMessages(pgliteDir: string) {
  const reopened = await openDatabase({ pgliteDir });
  try {
    const rows = await reopened.db.select().from(errorReports);
    return rows.map((r) => r.errorMessage);
  } finally {
    await reopened.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe('graceful shutdown keeps PGlite data intact', () => {
  it('app.close() then database.close() leaves a data dir that reopens with the data', async () => {
    const pgliteDir = path.join(tempDir(), 'pg');
    const database = await openDatabase({ pgliteDir });
    await database.migrate();
    const t = await startTestApp({ database });
    const res = await t.app.inject({ method: 'POST', url: '/api/errors', payload: { reports: [report] } });
    expect(res.statusCode).toBe(202);
    await t.close();
    await database.close();

    expect(await storedMessages(pgliteDir)).toEqual(['kept across restarts']);
  }, 120_000);

  it('the server process drains and exits 0 on SIGTERM, and its data survives', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 60_000; // PGlite creates its data dir on first start: slow on a busy machine
      for (;;) {
        const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start: ${stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const posted = await fetch(`${base}/api/errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reports: [report] }),
      });
      expect(posted.status).toBe(202);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stderr).toBe('');
      expect(await storedMessages(path.join(dataDir, 'pg'))).toEqual(['kept across restarts']);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
