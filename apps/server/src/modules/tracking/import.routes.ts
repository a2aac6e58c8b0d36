import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importMaxFileBytes, trackingImportQuerySchema } from '@thrivewell/core/contracts/tracking-import-contract';
import { AppError, parseRequest } from '../../errors';
import { readUploadedFile } from '../../uploaded-file';
import { requireUser } from '../auth/session';
import type { Database } from '../../db/client';
import { importTrackerFile } from './import.service';
import { trackingCsv, type SeriesSource } from './export.service';

const tooLarge = () => new AppError('FILE_TOO_LARGE', `The file is larger than ${importMaxFileBytes / 1024 / 1024} MB. Export a shorter period (for example one year at a time) and import each file.`, 413, 'file');

/** The upload as bytes (5 MB at most: a 50 MB upload costs 5 MB of memory and a 413). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadedFile(request, { maxBytes: importMaxFileBytes, tooLarge, fields: 4 })).bytes;
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
