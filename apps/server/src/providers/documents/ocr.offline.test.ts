/**
 * OCR never touches the network: the English data comes from `@tesseract.js-data/eng` on disk.
 * A child process reads a page with every network door shut — in a network namespace of its own
 * with no interfaces where `unshare` is allowed, and always with a preload (main thread and the
 * tesseract worker thread alike) that makes any TCP connection, DNS look-up or fetch fail loudly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCleanScanPng } from '../../../test/lab-fixtures';
import { tesseractLangPath } from './ocr';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'ocr-offline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const blocker = `
const { isMainThread } = require('node:worker_threads');
const net = require('node:net');
const dns = require('node:dns');
process.stderr.write('network blocked in ' + (isMainThread ? 'main' : 'worker') + '\\n');
const refuse = (what) => function () {
  process.stderr.write('NETWORK ATTEMPT: ' + what + '\\n');
  throw new Error('network is off in this test: ' + what);
};
// Local IPC (a unix socket path: tsx's own channel) stays open; TCP to anywhere is refused.
const realConnect = net.Socket.prototype.connect;
const tcpRefused = refuse('tcp connect');
net.Socket.prototype.connect = function (...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const local = typeof first === 'string' || (first && typeof first === 'object' && typeof first.path === 'string');
  return local ? realConnect.apply(this, args) : tcpRefused();
};
dns.lookup = refuse('dns lookup');
dns.promises.lookup = refuse('dns lookup');
globalThis.fetch = refuse('fetch');
`;

const script = (image: string) => `
import { readFileSync } from 'node:fs';
import { createOcrEngine } from ${JSON.stringify(path.join(here, 'ocr.ts'))};
const engine = createOcrEngine();
const page = await engine.read(readFileSync(${JSON.stringify(image)}));
await engine.close();
console.log(JSON.stringify(page.items.map((i) => i.text)));
`;

const canUnshare = spawnSync('unshare', ['-rn', 'true']).status === 0;

describe('OCR offline', () => {
  it('points tesseract at the packaged English data on disk', () => {
    expect(path.isAbsolute(tesseractLangPath)).toBe(true);
    expect(existsSync(path.join(tesseractLangPath, 'eng.traineddata.gz'))).toBe(true);
  });

  it(`reads a page with the network unavailable (${canUnshare ? 'no network namespace + ' : ''}blocked TCP, DNS and fetch)`, async () => {
    const image = path.join(dir, 'page.png');
    writeFileSync(image, await makeCleanScanPng());
    writeFileSync(path.join(dir, 'block-network.cjs'), blocker);
    writeFileSync(path.join(dir, 'read.mts'), script(image));
    const node = [process.execPath, '--require', path.join(dir, 'block-network.cjs'), '--import', 'tsx', path.join(dir, 'read.mts')];
    const [command, ...args] = canUnshare ? ['unshare', '-rn', ...node] : node;
    const child = spawnSync(command!, args, { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    expect(child.stderr).not.toContain('NETWORK ATTEMPT');
    expect(child.stderr).toContain('network blocked in worker'); // the tesseract worker thread was covered too
    expect(child.status, child.stderr).toBe(0);
    const words = JSON.parse(child.stdout.trim().split('\n').pop() ?? '[]') as string[];
    expect(words).toEqual(expect.arrayContaining(['Potassium', '5.4', 'mmol/L', 'Creatinine']));
  }, 90_000);
});
