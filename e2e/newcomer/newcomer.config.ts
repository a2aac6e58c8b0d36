import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/env';

/**
 * The newcomer's first start (W2-A, `.ci/newcomer.sh`): the app is already running from a fresh
 * copy started with `npm start` and nothing configured; NEWCOMER_PORT says where. No webServer
 * here: starting the app the way a newcomer does is the point.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.newcomer.ts',
  outputDir: path.join(root, 'test-results/newcomer'),
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
