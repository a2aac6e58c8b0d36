import { existsSync, rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { chromiumPath } from './support/env';

/**
 * Runs once in the runner process after the web server is up: checks that it is the built app
 * on the embedded database and removes the run's data directory when the runner exits (the
 * server is stopped by then; deleting it in a teardown hook would pull the directory from
 * under a still-running PGlite).
 */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: install Debian's chromium (apt-get install -y chromium); e2e never downloads a browser.`);
  }
  const dataDir = process.env.THRIVEWELL_E2E_DATA_DIR;
  if (dataDir) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

  const baseURL = config.projects[0]?.use.baseURL;
  const res = await fetch(`${baseURL}/api/health`);
  const health = (await res.json()) as { status?: string; db?: string };
  if (health.status !== 'ok' || health.db !== 'pglite') {
    throw new Error(`unexpected health answer from the e2e server: ${JSON.stringify(health)}`);
  }
}
