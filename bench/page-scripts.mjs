// Every JavaScript file a page loads in Chromium, with the gzip (level 9) size of each body.
// Shared by bundle-size.mjs (landing signed out) and signed-in-pages.mjs (landing signed in and out).
import { gzipSync } from 'node:zlib';
import { kb } from './lib.mjs';

/**
 * Opens `url` in a new context of `browser` (with `cookies` and local-storage `storage`
 * entries set first), waits for the network to settle plus 2 s for idle loads, and returns
 * one row per script: { path, raw, gzip, sent, encoding } (bytes), largest first.
 */
export async function pageScripts(browser, url, { cookies = [], storage = {} } = {}) {
  const context = await browser.newContext();
  try {
    if (cookies.length) await context.addCookies(cookies);
    if (Object.keys(storage).length) {
      await context.addInitScript((entries) => {
        for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
      }, storage);
    }
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() === 'script' || /javascript/.test(type) || /\.m?js(\?|$)/.test(res.url())) scripts.push(res);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Anything loaded after hydration or on idle counts too.
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    const rows = [];
    for (const res of scripts) {
      const body = await res.body();
      rows.push({
        path: new URL(res.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: (await res.request().sizes()).responseBodySize,
        encoding: res.headers()['content-encoding'] ?? '-',
      });
    }
    return rows.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

/** Table rows (KB strings) with a TOTAL line, and the gzip total in bytes. */
export function scriptTable(rows) {
  const sum = (k) => rows.reduce((s, r) => s + r[k], 0);
  const table = rows.map((r) => [r.path, kb(r.raw), kb(r.gzip), kb(r.sent), r.encoding]);
  table.push(['TOTAL', kb(sum('raw')), kb(sum('gzip')), kb(sum('sent')), '']);
  return { table, gzip: sum('gzip') };
}
