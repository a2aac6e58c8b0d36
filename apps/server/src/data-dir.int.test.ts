import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'thrivewell-modes-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Every entry under dir (dir included) whose mode grants anything to group or others. */
function loosened(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o077) !== 0) out.push(`${(st.mode & 0o777).toString(8)} ${path.relative(dir, p) || '.'}`);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return out;
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

describe('DATA_DIR holds health data: directories 0700, files 0600 (W2-A 4)', () => {
  it('the server started under umask 000 creates nothing group- or world-accessible, and tightens an old install', async () => {
    const dataDir = path.join(tempDir(), 'data');
    // An install from before the rule: everything world-writable.
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'old-upload.txt'), 'lab report');
    writeFileSync(path.join(dataDir, 'auth-secret'), `${'s'.repeat(43)}\n`);
    for (const p of ['', 'uploads']) chmodSync(path.join(dataDir, p), 0o777);
    for (const p of ['auth-secret', 'uploads/old-upload.txt']) chmodSync(path.join(dataDir, p), 0o666);

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    };
    const child = spawn('/bin/sh', ['-c', `umask 000 && exec "${process.execPath}" --import tsx src/main.ts`], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 90_000; // PGlite creates its data dir on first start: slow on a busy machine
      for (;;) {
        const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start: ${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const posted = await fetch(`${base}/api/errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reports: [{ error_type: 'x', error_message: 'y', timestamp: new Date().toISOString(), severity: 'low' }] }),
      });
      expect(posted.status).toBe(202);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }

    expect(readdirSync(path.join(dataDir, 'pg')).length).toBeGreaterThan(0);
    expect(loosened(dataDir)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'uploads', 'old-upload.txt')).mode & 0o777).toBe(0o600);
  }, 150_000);

  it('prepareDataDir creates a missing folder 0700 and leaves symbolic links (and what they point to) alone', () => {
    const root = tempDir();
    const outside = path.join(root, 'outside.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    const dataDir = path.join(root, 'fresh', 'data');
    prepareDataDir(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    symlinkSync(outside, path.join(dataDir, 'link'));
    writeFileSync(path.join(dataDir, 'file'), 'x', { mode: 0o640 });
    chmodSync(path.join(dataDir, 'file'), 0o640);
    expect(prepareDataDir(dataDir)).toBe(1);
    expect(statSync(path.join(dataDir, 'file')).mode & 0o777).toBe(0o600);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(prepareDataDir(dataDir)).toBe(0);
  });
});
