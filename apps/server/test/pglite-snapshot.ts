import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir, type Database, type DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';

/**
 * A fresh in-memory PGlite with every migration applied, loaded from a dumped data directory.
 * initdb plus migrations take ~5 s per test file on 2 cores; loading the dump takes ~1 s. The
 * dump is cached in the OS temp dir under a key of the migrations and the PGlite version, so
 * it is rebuilt when either changes (and by the first test files of a run on a new machine).
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const migrationsFolder = migrationsDir();
  const snapshot = path.join(tmpdir(), `${prefix}${snapshotKey(migrationsFolder)}.tar`);
  const saved = readSnapshot(snapshot);
  const client = saved ? await PGlite.create({ loadDataDir: new Blob([saved]) }) : await PGlite.create('memory://');
  const db = drizzle(client, { schema });
  const handle: DatabaseHandle = {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
  await handle.migrate(); // a no-op on a current snapshot
  if (!saved) {
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const partial = `${snapshot}.${process.pid}.tmp`;
    writeFileSync(partial, dump);
    renameSync(partial, snapshot); // atomic: parallel workers never read half a file
    removeStaleSnapshots();
  }
  return handle;
}

const prefix = 'thrivewell-test-pglite-';

function readSnapshot(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined; // not made yet (or just removed): build from scratch
  }
}

/** Snapshots of older migration sets, unused for a day, only take space. */
function removeStaleSnapshots() {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const file = path.join(tmpdir(), name);
    try {
      if (statSync(file).atimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      /* another run removed it first */
    }
  }
}

function snapshotKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(migrationsFolder);
  for (const f of files.sort()) {
    hash.update(path.relative(migrationsFolder, f));
    hash.update(readFileSync(f));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
