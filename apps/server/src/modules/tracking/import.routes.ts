import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importMaxFileBytes, trackingImportQuerySchema } from '@thrivewell/core/contracts/tracking-import-contract';
import { AppError, parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { Database } from '../../db/client';
import { importTrackerFile } from './import.service';
import { trackingCsv, type SeriesSource } from './export.service';

const tooLarge = () => new AppError('FILE_TOO_LARGE', `The file is larger than ${importMaxFileBytes / 1024 / 1024} MB. Export a shorter period (for example one year at a time) and import each file.`, 413, 'file');

/**
 * The upload as bytes, read with a hard limit: multipart stops reading past 5 MB (the rest of
 * the request is discarded, never buffered), so a 50 MB upload costs 5 MB of memory and a 413.
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED', 'Send the file as multipart/form-data in a part named "file".', 400, 'file');
  let part;
  try {
    part = await request.file({ limits: { fileSize: importMaxFileBytes, files: 1, fields: 4, parts: 5 } });
  } catch (err) {
    throw (err as { statusCode?: number }).statusCode === 413 ? tooLarge() : new AppError('BAD_UPLOAD', 'The upload could not be read. Choose the file again.', 400, 'file');
  }
  if (!part || part.fieldname !== 'file') throw new AppError('FILE_REQUIRED', 'Choose a file to import (a part named "file").', 400, 'file');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('BAD_UPLOAD', 'The upload was interrupted. Choose the file again.', 400, 'file');
  }
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

/**
 * POST /api/tracking/import (multipart, part `file`; `?dryRun=true` for the preview) and
 * GET /api/tracking/export.csv (with other modules' series: buildApp passes their services'
 * `dailySeries`). Multipart is registered in this plugin only, so no other route
 * accepts it; the request guard lets multipart through to routes marked `multipartUpload`.
 */
export async function trackingImportRoutes(app: FastifyInstance, opts: { db: Database; seriesSources?: SeriesSource[] }) {
  await app.register(multipart, { limits: { fileSize: importMaxFileBytes, files: 1, fields: 4, parts: 5 } });

  app.post(
    '/api/tracking/import',
    { config: { multipartUpload: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { dryRun, timeZone } = parseRequest(trackingImportQuerySchema, request.query);
      const bytes = await uploadedFile(request);
      reply.header('cache-control', 'no-store');
      return importTrackerFile(opts.db, user.id, bytes, { dryRun, now: new Date(), timeZone });
    },
  );

  app.get('/api/tracking/export.csv', async (request, reply) => {
    const user = await requireUser(request);
    const { csv, filename } = await trackingCsv(opts.db, user.id, new Date(), opts.seriesSources);
    reply.header('cache-control', 'no-store');
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return csv;
  });
}
