import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmReportBodySchema,
  labUploadMaxBytes,
  labUploadMessages,
  manualReportBodySchema,
  markerParamsSchema,
  pageParamsSchema,
  reportParamsSchema,
  timelineQuerySchema,
  uploadQuerySchema,
} from '@thrivewell/core/contracts/biomarkers-contract';
import { AppError, parseRequest } from '../../errors';
import { readUploadedFile } from '../../uploaded-file';
import { requireUser } from '../auth/session';
import { requireFeature } from '../billing/require-feature';
import type { SubscriptionService } from '../billing/subscription.service';
import type { BiomarkersService } from './biomarkers.service';
import { checkLabFile, displayFileName, inspectLabFile } from './lab-file';

const tooLarge = () => new AppError('FILE_TOO_LARGE', labUploadMessages.tooLarge, 413, 'file');

/** The uploaded file's bytes, name and declared type; a request without a file part is the spec's 'No file provided'. */
async function uploadedFile(request: FastifyRequest) {
  try {
    return await readUploadedFile(request, { maxBytes: labUploadMaxBytes, tooLarge, fields: 2 });
  } catch (err) {
    if (err instanceof AppError && err.code === 'FILE_REQUIRED') throw new AppError('FILE_REQUIRED', labUploadMessages.missing, 400, 'file');
    throw err;
  }
}

/**
 * The biomarkers API (W2-F). Uploading a report is Wellness Pro (the spec gates uploads and OCR);
 * typing results, reviewing, history and deleting are free; the timeline with symptoms and
 * medicine changes is Wellness Pro. Every answer is the signed-in
 * person's own (another person's report is 404) and never cached. Multipart is registered in this
 * plugin only, and only the upload route is marked `multipartUpload`.
 */
export async function biomarkerRoutes(app: FastifyInstance, opts: { biomarkers: BiomarkersService; subscriptions: Pick<SubscriptionService, 'statusFor'> }) {
  const { biomarkers } = opts;
  const uploads = requireFeature(opts.subscriptions, 'lab_uploads');
  const correlations = requireFeature(opts.subscriptions, 'lab_correlations');
  await app.register(multipart, { limits: { fileSize: labUploadMaxBytes, files: 1, fields: 2, parts: 3 } });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // A declared size over the limit is refused before the body is read; who may upload is answered first.
  const refuseDeclaredTooLarge = async (request: FastifyRequest) => {
    if (Number(request.headers['content-length'] ?? 0) > labUploadMaxBytes + 64 * 1024) {
      await uploads(request);
      throw tooLarge();
    }
  };

  app.post(
    '/api/biomarkers/reports',
    { bodyLimit: labUploadMaxBytes + 64 * 1024, onRequest: refuseDeclaredTooLarge, preHandler: uploads, config: { multipartUpload: true, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { kind } = parseRequest(uploadQuerySchema, request.query);
      if (!request.isMultipart()) throw new AppError('FILE_REQUIRED', labUploadMessages.missing, 400, 'file');
      const file = await uploadedFile(request);
      const type = checkLabFile({ bytes: file.bytes, fileName: file.filename, declaredType: file.mimetype });
      await inspectLabFile(file.bytes, type);
      const { accepted, stored } = await biomarkers.upload(user.id, { bytes: file.bytes, type, fileName: displayFileName(file.filename), kind }, request);
      // Answered first: the image is cleaned (upright, no metadata) and stored right after.
      reply.status(202).send(accepted);
      await stored;
      return reply;
    },
  );

  app.get('/api/biomarkers/reports', async (request) => biomarkers.list((await requireUser(request)).id));

  app.get('/api/biomarkers/reports/:id', async (request) => {
    const user = await requireUser(request);
    return biomarkers.detail(user.id, parseRequest(reportParamsSchema, request.params).id);
  });

  app.get('/api/biomarkers/reports/:id/pages/:n', async (request, reply) => {
    const user = await requireUser(request);
    const { id, n } = parseRequest(pageParamsSchema, request.params);
    const png = await biomarkers.page(user.id, id, n);
    reply.header('content-type', 'image/png');
    reply.header('content-disposition', `inline; filename="page-${n}.png"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(png);
  });

  app.put('/api/biomarkers/reports/:id/confirm', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(reportParamsSchema, request.params);
    return biomarkers.confirm(user.id, id, parseRequest(confirmReportBodySchema, request.body), request);
  });

  app.post('/api/biomarkers/manual', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(manualReportBodySchema, request.body);
    reply.status(201);
    return biomarkers.manual(user.id, body, request);
  });

  app.delete('/api/biomarkers/reports/:id', async (request) => {
    const user = await requireUser(request);
    return biomarkers.remove(user.id, parseRequest(reportParamsSchema, request.params).id, request);
  });

  app.get('/api/biomarkers/markers', async (request) => biomarkers.markers((await requireUser(request)).id));

  app.get('/api/biomarkers/markers/:loinc', async (request) => {
    const user = await requireUser(request);
    return biomarkers.history(user.id, parseRequest(markerParamsSchema, request.params).loinc);
  });

  // Wellness Pro: labs, symptoms and medicine changes on one range of days (shown together, not as causes).
  app.get('/api/biomarkers/timeline', { preHandler: correlations }, async (request) => {
    const user = await requireUser(request);
    return biomarkers.timeline(user.id, parseRequest(timelineQuerySchema, request.query));
  });
}
