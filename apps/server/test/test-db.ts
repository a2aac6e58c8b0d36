import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { CheckAnswerCache } from '../src/modules/safety/check-answer-cache';
import { openMigratedPglite } from './pglite-snapshot';

/**
 * A migrated database of its own for one test file: a fresh in-memory PGlite by default, or —
 * when TEST_DATABASE_URL is set — a brand-new `test_<random>` database created on that URL's
 * server, so parallel files and repeated runs never see each other's rows. `close()` closes the
 * handle and, for PostgreSQL, drops the database again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openMigratedPglite();

  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
  } catch (err) {
    await handle.close();
    await dropDatabase(serverUrl, name);
    throw err;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function dropDatabase(serverUrl: string, name: string) {
  await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Runs `fn` on a short-lived connection to the server; falls back to the `postgres` database when the URL's own does not exist. */
async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  let client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err; // 3D000: database does not exist
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    client = new pg.Client({ connectionString: fallback.toString() });
    await client.connect();
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Closes the app, then the database when the harness created it. */
  close(): Promise<void>;
}

/**
 * The real app as `main.ts` wires it (config through `loadConfig`, silent logs), on a test
 * database. Pass `webDistDir` to serve a built (or fake) web app; pass `database` to share one.
 */
export async function startTestApp(
  opts: { webDistDir?: string; database?: DatabaseHandle; env?: Record<string, string>; checkAnswerCache?: CheckAnswerCache } & Pick<AppDeps, 'blobStore' | 'labs'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(opts.webDistDir ? { WEB_DIST_DIR: opts.webDistDir } : {}),
    ...opts.env,
  });
  const database = opts.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, checkAnswerCache: opts.checkAnswerCache, blobStore: opts.blobStore, labs: opts.labs });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}
