import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDataDir, serverUmask } from './data-dir';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const startedAt = performance.now();
  // Before anything is written: files this process creates (the PGlite database, the
  // session secret) are for its own user only, whatever umask the shell or service had.
  process.umask(serverUmask);
  let config;
  try {
    config = loadConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  // DATA_DIR holds health data: created 0700, and an older install's modes are tightened.
  if (!config.databaseUrl || !config.betterAuthSecret || existsSync(config.dataDir)) prepareDataDir(config.dataDir);
  // The app's modules load while the database starts: PGlite compiles its WebAssembly off the
  // main thread, so the two overlap instead of adding up (warm start < 2 s, W2-C §2).
  const [database, { buildApp }] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.resolve(config.dataDir, 'pg') }).then(async (opened) => {
      await opened.migrate();
      return opened;
    }),
    import('./app'),
  ]);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; closing the database and exiting');
      void database.close().finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const ms = Math.round(performance.now() - startedAt);
  app.log.info(`Thrivewell ready on ${config.appUrl} (db: ${database.kind}, ${ms} ms)`);
}

main().catch((err) => {
  process.stderr.write(`Thrivewell failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
