#!/usr/bin/env node
// Budget: all JavaScript the landing page (/) loads ≤ 100 KB gzip (1 KB = 1024 bytes).
// Loads / in Chromium from the built app, collects every JS response and gzips its body at
// level 9 (as the build's .gz files are); also shows the bytes actually sent (brotli).
// The signed-in landing page is measured by signed-in-pages.mjs (it needs an account).
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, ensureBuilt, kb, printTable, startServer, verdict } from './lib.mjs';
import { pageScripts, scriptTable } from './page-scripts.mjs';

const BUDGET_KB = 100;

await ensureBuilt();
const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const rows = await pageScripts(browser, `${server.base}/`);
  const { table, gzip } = scriptTable(rows);
  console.log(`JavaScript loaded by ${server.base}/ (${rows.length} files)\n`);
  printTable(['file', 'raw KB', 'gzip KB', 'sent KB', 'encoding'], table);
  console.log('');
  verdict([{ ok: gzip / 1024 <= BUDGET_KB, label: `landing JS ${kb(gzip)} KB gzip ≤ ${BUDGET_KB} KB` }]);
} finally {
  await browser.close();
  await server.stop();
}
