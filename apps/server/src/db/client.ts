import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { prepareDataDir } from '../data-dir';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Closes cleanly; for PGlite this flushes and releases the data directory. */
  close(): Promise<void>;
}

/** Committed migrations: beside the sources in dev/tests, copied beside the bundle in builds. */
export function migrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, 'drizzle')];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

/**
 * Whether the newest committed migration is already recorded: one query on a warm start instead
 * of drizzle's schema and table DDL, read and transaction. Drizzle applies the migrations newer
 * than the last recorded one, so "the last recorded is not older than the newest" means there is
 * nothing to apply; any doubt (no table yet, an unreadable journal) runs the real migrator.
 */
async function isMigrated(db: Database, migrationsFolder: string): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((e) => e.when));
    // Both drivers answer { rows } (node-postgres QueryResult, PGlite Results).
    const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
      rows: { created_at: string | number | null }[];
    };
    const last = result.rows[0]?.created_at;
    return last != null && Number(last) >= newest;
  } catch {
    return false;
  }
}

/**
 * The embedded database's memory (issue W2-C §2: ≤ 250 MB resident after start). PostgreSQL's
 * default 128 MB of shared buffers was most of the server's footprint; the embedded database's
 * working set fits in 16 MB and the operating system's page cache keeps its files warm. PGlite
 * writes these into the data directory's postgresql.conf (once, not appended per start).
 */
const pgliteSettings = ['shared_buffers = 16MB'];

/** PostgreSQL when a URL is given, otherwise PGlite on disk (or in memory for `memory://`). */
export async function openDatabase(opts: { databaseUrl?: string; pgliteDir?: string }): Promise<DatabaseHandle> {
  const migrationsFolder = migrationsDir();
  if (opts.databaseUrl) {
    // Loaded only for PostgreSQL: the embedded default never needs the driver (start-up time).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', () => {
      /* idle client errors are surfaced by the next query */
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: async () => {
        if (!(await isMigrated(db as unknown as Database, migrationsFolder))) await migratePg(db, { migrationsFolder });
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  const onDisk = !dir.startsWith('memory://');
  // Health data: owner only. PGlite writes files with explicit modes the umask does not reach
  // (0666 at creation, and its relation cache files 0644 on every start), so the folder is
  // tightened once it has opened. Before, a missing folder is created 0700; an existing one is
  // not walked twice (the server tightens DATA_DIR just before; ~20 ms of each start).
  if (onDisk && !existsSync(dir)) prepareDataDir(dir);
  // One process per data directory (the server, or the admin command line): a second is refused.
  const unlock = onDisk ? lockDataDir(dir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { postgresqlconf: pgliteSettings });
  } catch (err) {
    unlock();
    throw err;
  }
  if (onDisk) prepareDataDir(dir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      if (await isMigrated(db as unknown as Database, migrationsFolder)) return;
      await migratePglite(db, { migrationsFolder });
      if (onDisk) prepareDataDir(dir);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
