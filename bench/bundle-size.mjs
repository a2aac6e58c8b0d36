#!/usr/bin/env node
// Budget: all JavaScript the landing page (/) loads ≤ 100 KB gzip (1 KB = 1024 bytes).
// Loads / in Chromium from the built app, collects every JS response and gzips its body at
// level 9 (as the build's .gz files are); also shows the bytes actually sent (brotli).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, ensureBuilt, kb, printTable, startServer, verdict } from './lib.mjs';

const BUDGET_KB = 100;

await ensureBuilt();
const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || /javascript/.test(type) || /\.m?js(\?|$)/.test(res.url())) scripts.push(res);
  });
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
  // Anything loaded after hydration or on idle counts too.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');

  const rows = [];
  let raw = 0;
  let gz = 0;
  let wire = 0;
  for (const res of scripts) {
    const body = await res.body();
    const gzip = gzipSync(body, { level: 9 }).length;
    const sent = (await res.request().sizes()).responseBodySize;
    raw += body.length;
    gz += gzip;
    wire += sent;
    rows.push([new URL(res.url()).pathname, kb(body.length), kb(gzip), kb(sent), res.headers()['content-encoding'] ?? '-']);
  }
  rows.sort((a, b) => Number(b[2]) - Number(a[2]));
  rows.push(['TOTAL', kb(raw), kb(gz), kb(wire), '']);
  console.log(`JavaScript loaded by ${server.base}/ (${scripts.length} files)\n`);
  printTable(['file', 'raw KB', 'gzip KB', 'sent KB', 'encoding'], rows);
  console.log('');
  verdict([{ ok: gz / 1024 <= BUDGET_KB, label: `landing JS ${kb(gz)} KB gzip ≤ ${BUDGET_KB} KB` }]);
} finally {
  await browser.close();
  await server.stop();
}
