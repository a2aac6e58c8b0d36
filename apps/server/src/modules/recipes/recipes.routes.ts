import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recipeImportBodySchema, recipeImportMaxBytes } from '@thrivewell/core/contracts/recipe-import-contract';
import type { Database } from '../../db/client';
import { AppError, parseRequest } from '../../errors';
import { readUploadedFile } from '../../uploaded-file';
import { requireAdmin } from '../auth/session';
import { importRecipeFile, libraryCounts, previewRecipeFile, type RecipeUpload } from './recipes.service';

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', `The file is larger than ${recipeImportMaxBytes / 1024 / 1024} MB. Split it into smaller files and import each one.`, 413, 'file');

/** A pasted file: JSON escaping may make the body larger than the text, so the body may be a little over 2 MB. */
const pastedBodyLimit = recipeImportMaxBytes * 2;

/**
 * The file of the request: multipart (part "file", read with a hard 2 MB limit: the rest of a
 * larger upload is discarded, never buffered) or JSON `{ content, filename? }` (the page's paste box).
 */
async function uploadOf(request: FastifyRequest): Promise<RecipeUpload> {
  if (!request.isMultipart()) {
    const { content, filename } = parseRequest(recipeImportBodySchema, request.body);
    const bytes = Buffer.from(content, 'utf8');
    if (bytes.length > recipeImportMaxBytes) throw tooLarge();
    return { bytes, filename };
  }
  return readUploadedFile(request, { maxBytes: recipeImportMaxBytes, tooLarge, fields: 2 });
}

/**
 * The admin recipe API (ADR 0020): signed out 401, signed in without the admin role 403.
 * GET /api/admin/recipes (library counts), POST /api/admin/recipes/preview (report, nothing
 * written), POST /api/admin/recipes/import (writes the valid recipes, one audit row).
 */
export async function recipeAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  await app.register(multipart, { limits: { fileSize: recipeImportMaxBytes, files: 1, fields: 2, parts: 3 } });

  // A declared size over the limit is refused before a byte of the body is read (a 50 MB upload costs nothing).
  const refuseDeclaredTooLarge = async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const limit = request.isMultipart() ? recipeImportMaxBytes + 64 * 1024 : pastedBodyLimit;
    if (declared > limit) {
      // Who may upload is answered first: a signed-out or non-admin caller learns nothing more.
      await requireAdmin(request);
      throw tooLarge();
    }
  };
  const uploadRoute = { bodyLimit: pastedBodyLimit, onRequest: refuseDeclaredTooLarge, config: { multipartUpload: true, rateLimit: { max: 30, timeWindow: '1 minute' } } };

  app.get('/api/admin/recipes', async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return libraryCounts(db);
  });

  app.post('/api/admin/recipes/preview', uploadRoute, async (request, reply) => {
    await requireAdmin(request);
    const upload = await uploadOf(request);
    reply.header('cache-control', 'no-store');
    return previewRecipeFile(db, upload);
  });

  app.post('/api/admin/recipes/import', uploadRoute, async (request, reply) => {
    const admin = await requireAdmin(request);
    const upload = await uploadOf(request);
    reply.header('cache-control', 'no-store');
    return importRecipeFile(db, { id: admin.id, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null }, upload, request.log);
  });
}
