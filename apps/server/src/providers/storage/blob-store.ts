/**
 * The blob store port: where uploaded files and the images made from them are kept — never in the
 * database. Two adapters give the same contract (blob-store.int.test.ts runs it on both): files on
 * disk under DATA_DIR (default) and an S3-compatible bucket (S3_* settings). Keys are relative,
 * '/'-separated paths of safe segments ("labs/<userId>/<reportId>/original"); anything else is
 * refused before it reaches a disk path or a bucket.
 */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /** Writes the bytes under `key` (replacing what was there); a reader never sees half a file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when nothing is kept there. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key that starts with `prefix` (a folder: it must end with '/'); answers how many went. */
  deletePrefix(prefix: string): Promise<number>;
}

const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws unless `key` is a safe relative path: segments of letters, digits, '.', '_', '-', no '..', no leading '/'. */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new Error('Blob key must be 1–512 characters.');
  for (const part of key.split('/')) {
    if (!segment.test(part) || part === '.' || part === '..' || part.includes('..')) throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`);
  }
}

/** Throws unless `prefix` is a safe key followed by '/'. */
export function assertSafePrefix(prefix: string): void {
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) throw new Error('A blob prefix must end with "/".');
  assertSafeKey(prefix.slice(0, -1));
}
