/**
 * The blob store contract, run against both adapters: files on disk in a temporary folder, and
 * the S3 adapter against s3rver (a local S3 implementation) started here on loopback on a free
 * port with its own temporary folder — no network, no account.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { assertSafeKey, type BlobStore } from './blob-store';
import { createBlobStore } from './create-blob-store';
import { createDiskBlobStore } from './disk-blob-store';
import { createS3BlobStore } from './s3-blob-store';

interface Adapter {
  name: string;
  setup(): Promise<BlobStore>;
  teardown(): Promise<void>;
}

let diskRoot = '';
const disk: Adapter = {
  name: 'disk',
  async setup() {
    diskRoot = mkdtempSync(path.join(os.tmpdir(), 'blobs-disk-'));
    return createDiskBlobStore(path.join(diskRoot, 'uploads'));
  },
  async teardown() {
    rmSync(diskRoot, { recursive: true, force: true });
  },
};

let s3Dir = '';
let s3rver: S3rver | null = null;
let s3Store: ReturnType<typeof createS3BlobStore> | null = null;
const s3: Adapter = {
  name: 's3 (s3rver)',
  async setup() {
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'blobs-s3rver-'));
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: 'thrivewell-test' }] });
    const { port } = await s3rver.run();
    s3Store = createS3BlobStore({ bucket: 'thrivewell-test', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    return s3Store;
  },
  async teardown() {
    s3Store?.close();
    await s3rver?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  },
};

describe.each([disk, s3])('blob store contract: $name', (adapter) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await adapter.setup();
  }, 30_000);
  afterAll(async () => adapter.teardown(), 30_000);

  it('keeps bytes under a key and answers null for a missing one', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 0x25, 0x50, 0x44, 0x46]);
    await store.put('labs/u1/r1/original', bytes, 'application/pdf');
    expect(await store.get('labs/u1/r1/original')).toEqual(bytes);
    expect(await store.get('labs/u1/r1/page-1.png')).toBeNull();
    expect(await store.get('labs/nobody/none/original')).toBeNull();
  });

  it('replaces what was under a key', async () => {
    await store.put('labs/u1/r2/original', Buffer.from('first version'), 'text/plain');
    await store.put('labs/u1/r2/original', Buffer.from('second'), 'text/plain');
    expect((await store.get('labs/u1/r2/original'))?.toString()).toBe('second');
  });

  it('keeps a large file whole (3 MB)', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    big[big.length - 1] = 9;
    await store.put('labs/u1/r3/original', big, 'image/jpeg');
    const back = await store.get('labs/u1/r3/original');
    expect(back?.length).toBe(big.length);
    expect(back?.equals(big)).toBe(true);
  });

  it('deletes a key; deleting a missing key is not an error', async () => {
    await store.put('labs/u2/r1/page-1.png', Buffer.from('png'), 'image/png');
    await store.delete('labs/u2/r1/page-1.png');
    expect(await store.get('labs/u2/r1/page-1.png')).toBeNull();
    await expect(store.delete('labs/u2/r1/page-1.png')).resolves.toBeUndefined();
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    for (const key of ['labs/u3/a/original', 'labs/u3/a/page-1.png', 'labs/u3/b/original', 'labs/u30/a/original']) await store.put(key, Buffer.from(key), 'text/plain');
    expect(await store.deletePrefix('labs/u3/a/')).toBe(2);
    expect(await store.get('labs/u3/a/original')).toBeNull();
    expect((await store.get('labs/u3/b/original'))?.toString()).toBe('labs/u3/b/original');
    expect(await store.deletePrefix('labs/u3/')).toBe(1);
    // 'labs/u3/' is a folder: 'labs/u30/' is not inside it.
    expect((await store.get('labs/u30/a/original'))?.toString()).toBe('labs/u30/a/original');
    expect(await store.deletePrefix('labs/nobody/')).toBe(0);
  });

  it('refuses unsafe keys and prefixes before touching storage', async () => {
    for (const key of ['../escape', 'labs/../../etc/passwd', '/abs/path', 'labs//double', 'labs/a\\b', 'labs/ä', '', 'labs/.hidden', 'labs/a/..']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/blob key/i);
      await expect(store.get(key)).rejects.toThrow(/blob key/i);
    }
    await expect(store.deletePrefix('labs')).rejects.toThrow(/prefix/);
    await expect(store.deletePrefix('../')).rejects.toThrow(/blob key/i);
  });
});

describe('disk adapter', () => {
  it('writes through a temporary file (none left behind) with private modes', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'blobs-modes-'));
    try {
      const store = createDiskBlobStore(path.join(root, 'uploads'));
      await store.put('labs/u/r/original', Buffer.from('%PDF-1.7'), 'application/pdf');
      const dir = path.join(root, 'uploads', 'labs', 'u', 'r');
      expect(readdirSync(dir)).toEqual(['original']);
      expect(statSync(path.join(dir, 'original')).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is the default, under DATA_DIR/uploads; S3_BUCKET chooses S3', () => {
    expect(createBlobStore(loadConfig({ DATA_DIR: '/tmp/x' })).kind).toBe('disk');
    const s3Config = loadConfig({ S3_BUCKET: 'lab-files', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret-key-1', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(s3Config.storage).toEqual({ kind: 's3', bucket: 'lab-files', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'key-id', secretAccessKey: 'secret-key-1' });
    expect(createBlobStore(s3Config).kind).toBe('s3');
  });

  it('keys are checked segment by segment', () => {
    expect(() => assertSafeKey('labs/AbC-1_2/3e4f.5/original')).not.toThrow();
    expect(() => assertSafeKey(`labs/${'a'.repeat(129)}`)).toThrow();
  });
});
