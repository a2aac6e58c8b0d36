/**
 * Which blob store the app uses, from the configuration the way the other providers are chosen:
 * S3_BUCKET set → the S3 adapter; otherwise files on disk under DATA_DIR/uploads.
 */
import path from 'node:path';
import type { AppConfig } from '../../config';
import type { BlobStore } from './blob-store';
import { createDiskBlobStore } from './disk-blob-store';
import { createS3BlobStore } from './s3-blob-store';

export type { BlobStore } from './blob-store';

export function createBlobStore(config: Pick<AppConfig, 'dataDir' | 'storage'>): BlobStore & { close?: () => void } {
  if (config.storage.kind === 's3') return createS3BlobStore(config.storage);
  return createDiskBlobStore(config.storage.dir ?? path.join(config.dataDir, 'uploads'));
}
