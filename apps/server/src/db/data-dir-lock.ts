import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process's database: two processes opening the same data directory would each
 * write it as if alone and corrupt it (PGlite keeps no postmaster.pid). So whoever opens an
 * on-disk PGlite — the server, or the admin command line — first writes `<dir>.lock` with its
 * process id, and a second process is refused with a clear message while the first is alive.
 * A lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
export class DatabaseInUseError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `The embedded database at ${dir} is in use by another running process (pid ${pid}), most likely the Thrivewell server. ` +
        `Stop the server first (it is safe to run this command again once it has stopped), or use DATABASE_URL with PostgreSQL. ` +
        `If no server is running, delete ${dir}.lock.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

export function lockPath(dir: string): string {
  return `${dir.replace(/[/\\]+$/, '')}.lock`;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user — still alive.
    return (err as { code?: string }).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the directory's lock for this process; throws DatabaseInUseError when another live process holds it. Returns the release. */
export function lockDataDir(dir: string): () => void {
  const file = lockPath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => release(file);
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
      const pid = holder(file);
      // Our own process may reopen its directory (tests, a restart in-process).
      if (pid === process.pid) return () => release(file);
      if (pid !== null && alive(pid)) throw new DatabaseInUseError(dir, pid);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DatabaseInUseError(dir, holder(file) ?? -1);
}

function release(file: string) {
  if (holder(file) === process.pid) rmSync(file, { force: true });
}
