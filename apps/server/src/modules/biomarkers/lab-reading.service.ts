/**
 * Uploads and the background reading of lab reports (W2-F). The request checks the file, adds the
 * report as 'processing', queues `biomarkers.read` and answers 202; then (same request, after the
 * answer) the image is turned upright and stripped of its metadata and the file is stored in the
 * blob store — nothing with metadata is ever stored. The job (one at a time: OCR takes both cores)
 * reads the pages through the document reader, parses the rows, stores a PNG of each page and
 * moves the report to 'needs_review'; a failure moves it to 'failed' with words for the person.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { labReportPagesMax, labRowsMax, type LabKind } from '@thrivewell/core/contracts/biomarkers-contract';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { BlobStore } from '../../providers/storage/blob-store';
import type { JobQueue } from '../jobs/jobs.service';
import { writeAudit } from '../audit/audit.service';
import * as repo from './biomarkers.repo';
import { sanitiseLabFile, storedTypeOf, type LabFileType } from './lab-file';
import type { LabPorts } from './lab-ports';
import { labContextOf, originalKey, pageKey, reportPrefix, withCanonical } from './lab-rows';

export const readJob = 'biomarkers.read';

export interface LabReadingDeps {
  db: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** The reader, parser and row normaliser; unset until wired in app.ts, then reading fails clearly. */
  labs: LabPorts;
}

/** How long the job waits for an upload's file to be stored before it calls the upload unfinished. */
const uploadPendingMs = 60_000;

export interface LabUpload {
  /** The checked file as uploaded (cleaned before it is stored). */
  bytes: Buffer;
  type: LabFileType;
  fileName: string | null;
  kind: LabKind;
}

const unreadable = 'The report could not be read. Try a sharper scan or photo, or enter the results by hand.';

/** Words for the person: an AppError's own message, never an internal error's text or stack. */
const errorText = (err: unknown) => (err instanceof AppError ? err.message : unreadable);

export function createLabReading(deps: LabReadingDeps) {
  const { db, blobs, jobs, log } = deps;

  /** Background stores of uploads already answered (awaited when the app closes). */
  const storing = new Set<Promise<void>>();

  /** Cleans (images: upright, no metadata) and stores the file; a failure fails the report with words for the person. */
  async function store(userId: string, reportId: string, file: LabUpload): Promise<void> {
    try {
      const clean = await sanitiseLabFile(file.bytes, file.type);
      await blobs.put(originalKey(userId, reportId), clean.bytes, clean.contentType);
      // Deleted in the meantime: the file must not outlive its report.
      if (!(await repo.reportById(db, reportId))) await blobs.deletePrefix(reportPrefix(userId, reportId));
    } catch (err) {
      log.warn({ err, reportId }, 'lab upload: the file was not stored');
      const text = err instanceof AppError ? err.message : 'The file could not be stored. Upload the report again.';
      await repo.failReading(db, reportId, text).catch((e: unknown) => log.error({ err: e, reportId }, 'lab upload: report not marked failed'));
    }
  }

  /**
   * Adds the report as 'processing' and queues its reading (a second after now), then hands back
   * `stored`: the cleaning and storing of the file, which the route runs after it has answered
   * 202 — re-encoding a 12 MP photo takes longer than the upload's answer may. The job waits for
   * the file (upload-pending) and fails the report if it never arrives (a process that died).
   */
  async function upload(userId: string, file: LabUpload, request: { ip: string }): Promise<{ accepted: { id: string; status: 'processing' }; stored: Promise<void> }> {
    const id = randomUUID();
    const key = originalKey(userId, id);
    await repo.insertReport(db, { id, userId, kind: file.kind, source: 'upload', status: 'processing', fileName: file.fileName, fileKey: key, contentType: storedTypeOf(file.type) });
    await jobs.send(readJob, { reportId: id }, { singletonKey: id, retryLimit: 4, retryDelaySeconds: 5, startAfter: new Date(Date.now() + 1000) });
    await writeAudit(db, { userId, action: 'lab_report_uploaded', resourceType: 'lab_report', resourceId: id, ipAddress: request.ip }, log);
    const stored = store(userId, id, file).finally(() => storing.delete(stored));
    storing.add(stored);
    return { accepted: { id, status: 'processing' }, stored };
  }

  /**
   * The job: reads one report. A failure is the report's 'failed' status, not a retry; the job's
   * retries are for a file still being stored (thrown below, tried again 5, 10, 20, 40 s later)
   * and for a worker that died mid-read (its lock runs out).
   */
  async function read(reportId: string): Promise<void> {
    const report = await repo.reportById(db, reportId);
    if (!report || report.status !== 'processing') return;
    const bytes = report.fileKey ? await blobs.get(report.fileKey) : null;
    if (!bytes && Date.now() - report.createdAt.getTime() < uploadPendingMs) throw new Error('lab upload: the file is still being stored');
    // Progress writes are chained so the last one lands before the report is finished.
    let progressWrites = Promise.resolve();
    let shown = 0;
    const progress = (percent: number) => {
      const value = Math.max(0, Math.min(95, Math.round(percent * 0.9)));
      if (value < shown + 5) return;
      shown = value;
      progressWrites = progressWrites.then(() => repo.setProgress(db, reportId, value)).catch((err: unknown) => log.warn({ err }, 'lab report progress not saved'));
    };
    try {
      const { reader, parse, toCanonical } = deps.labs;
      if (!bytes) throw new AppError('FILE_MISSING', 'The upload did not finish. Upload the report again.', 410);
      const doc = await reader.read(bytes, (report.contentType ?? 'application/pdf') as LabFileType, progress);
      if (doc.pages.length === 0) throw new AppError('NO_PAGES', 'The file has no pages to read.', 422);
      if (doc.pages.length > labReportPagesMax) {
        throw new AppError('TOO_MANY_PAGES', `A report can have at most ${labReportPagesMax} pages; this one has ${doc.pages.length}. Upload only the pages with results.`, 422);
      }
      const parsed = parse(doc.pages, await labContextOf(db, report.userId));
      progress(100);
      const pageKeys: string[] = [];
      for (const [i, image] of doc.pageImages.slice(0, labReportPagesMax).entries()) {
        const key = pageKey(report.userId, reportId, i + 1);
        await blobs.put(key, image, 'image/png');
        pageKeys.push(key);
      }
      await progressWrites;
      const rows = parsed.rows.slice(0, labRowsMax).map((row) => withCanonical(row, toCanonical));
      const stored = await repo.finishReading(db, reportId, { pages: doc.pages.length, pageKeys, collectedOn: parsed.collectedOn, rows });
      // Deleted while it was being read: the page images written above must not outlive it.
      if (!stored) await blobs.deletePrefix(reportPrefix(report.userId, reportId));
    } catch (err) {
      log.warn({ err, reportId }, 'lab report reading failed');
      await progressWrites;
      await repo.failReading(db, reportId, errorText(err));
    }
  }

  return {
    upload,
    read,
    /** Waits for the uploads still being stored (app shutdown). */
    drain: async () => void (await Promise.all([...storing])),
    /** Registers the job's worker (before the queue starts). */
    register: () => jobs.work<{ reportId: string }>(readJob, { concurrency: 1 }, async (job) => read(job.data.reportId)),
  };
}

export type LabReading = ReturnType<typeof createLabReading>;
