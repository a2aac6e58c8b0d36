/**
 * The disk adapter of the blob store (default): each key is a file under the root (DATA_DIR/uploads),
 * folders 0700 and files 0600 like the rest of DATA_DIR. A write goes to a temporary file in the
 * same folder and is renamed into place, so a reader sees the old file or the whole new one.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDirMode, dataFileMode } from '../../data-dir';
import { assertSafeKey, assertSafePrefix, type BlobStore } from './blob-store';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR';

export function createDiskBlobStore(root: string): BlobStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(base, ...key.split('/'));
    // Belt and braces: the key rules already keep every path inside the root.
    if (!file.startsWith(base + path.sep)) throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: dataDirMode });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes, { mode: dataFileMode, flag: 'wx' });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (err) {
        if (!missing(err)) throw err;
      }
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const dir = fileOf(prefix.slice(0, -1));
      try {
        if (!(await stat(dir)).isDirectory()) return 0;
      } catch (err) {
        if (missing(err)) return 0;
        throw err;
      }
      const count = await countFiles(dir);
      await rm(dir, { recursive: true, force: true });
      return count;
    },
  };
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += await countFiles(path.join(dir, entry.name));
    else if (!entry.name.endsWith('.tmp')) n++;
  }
  return n;
}
