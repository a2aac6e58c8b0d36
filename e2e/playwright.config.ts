import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, chromiumArgs, chromiumPath, port } from './support/env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// One fresh data directory per run. The config is evaluated again in every worker; the env
// variable set by the runner process is inherited, so all of them agree on the same path.
process.env.THRIVEWELL_E2E_DATA_DIR ??= path.join(tmpdir(), `thrivewell-e2e-${process.pid}-${Date.now()}`);

if (!process.env.TEST_WORKER_INDEX) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, built))) {
      throw new Error(`e2e runs the built app, but ${built} is missing: run \`npm run build\` first.`);
    }
  }
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000, // the first start creates the PGlite data dir
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.THRIVEWELL_E2E_DATA_DIR,
      DATABASE_URL: '', // always the embedded PGlite, even when the shell has a DATABASE_URL
      LOG_LEVEL: 'warn',
    },
  },
});
