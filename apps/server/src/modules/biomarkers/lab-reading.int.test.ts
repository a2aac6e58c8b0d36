/**
 * The reading job on its own (W2-F): a file still being stored is waited for (the job throws, so
 * the queue tries it again), an upload whose file never arrived fails with words for the person,
 * too many pages fail clearly, and a report deleted while it was read leaves no page images.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { labReports, users } from '../../db/schema';
import { createDiskBlobStore } from '../../providers/storage/disk-blob-store';
import { createEmbeddedQueue } from '../jobs/jobs.service';
import { createTestDatabase } from '../../../test/test-db';
import { labPdf, testLabPorts } from '../../../test/lab-helpers';
import * as repo from './biomarkers.repo';
import { createLabReading } from './lab-reading.service';
import { originalKey } from './lab-rows';

let database: DatabaseHandle;
let root: string;
const userId = `reader-${randomUUID().slice(0, 8)}`;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(path.join(os.tmpdir(), 'labs-reading-'));
  await database.db.insert(users).values({ id: userId, name: 'Reader', email: `${userId}@example.com` });
});
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

function reading(labs = testLabPorts()) {
  const blobs = createDiskBlobStore(root);
  return { blobs, reading: createLabReading({ db: database.db, blobs, jobs: createEmbeddedQueue({ db: database.db }), log, labs }) };
}

async function report(createdAt = new Date()) {
  const id = randomUUID();
  await database.db.insert(labReports).values({ id, userId, source: 'upload', status: 'processing', fileKey: originalKey(userId, id), contentType: 'application/pdf', createdAt });
  return id;
}

describe('the reading job', () => {
  it('waits for a file still being stored, then calls an upload that never finished unfinished', async () => {
    const { reading: r } = reading();
    const fresh = await report();
    await expect(r.read(fresh)).rejects.toThrow(/still being stored/);
    expect((await repo.reportById(database.db, fresh))?.status).toBe('processing');
    const stale = await report(new Date(Date.now() - 5 * 60_000));
    await r.read(stale);
    expect(await repo.reportById(database.db, stale)).toMatchObject({ status: 'failed', error: 'The upload did not finish. Upload the report again.' });
  });

  it('refuses a report of more than 20 pages with a clear error', async () => {
    const { blobs, reading: r } = reading();
    const id = await report();
    await blobs.put(originalKey(userId, id), labPdf(Array.from({ length: 21 }, (_, i) => `Page ${i + 1}\n---`).join('\n').split('\n')), 'application/pdf');
    await r.read(id);
    expect((await repo.reportById(database.db, id))?.error).toMatch(/^A report can have at most 20 pages; this one has 2\d\./);
  });

  it('a report deleted while it was read leaves no page images behind', async () => {
    const ports = testLabPorts();
    const id = await report();
    // The person deletes the report while its pages are being read.
    const { blobs, reading: r } = reading({
      ...ports,
      reader: {
        read: async (bytes, type, onProgress) => {
          const doc = await ports.reader.read(bytes, type, onProgress);
          await repo.deleteReport(database.db, userId, id);
          return doc;
        },
      },
    });
    await blobs.put(originalKey(userId, id), labPdf(['Glucose 90 mg/dL 70-99']), 'application/pdf');
    await r.read(id);
    expect(await repo.reportById(database.db, id)).toBeNull();
    expect(await blobs.get(`labs/${userId}/${id}/page-1.png`)).toBeNull();
    expect(await blobs.get(originalKey(userId, id))).toBeNull();
  });
});
