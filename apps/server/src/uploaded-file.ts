import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The one file of a multipart request (part "file"), read with a hard limit: multipart stops
 * reading past `maxBytes` (the rest of the upload is discarded, never buffered), so a 50 MB upload
 * costs `maxBytes` of memory and the caller's 413. Every failure is a clear 4xx with field 'file'.
 * The route's plugin registers @fastify/multipart, and the route is marked `multipartUpload`.
 */
export async function readUploadedFile(request: FastifyRequest, opts: { maxBytes: number; tooLarge: () => AppError; fields: number }): Promise<{ bytes: Buffer; filename: string; mimetype: string }> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED', 'Send the file as multipart/form-data in a part named "file".', 400, 'file');
  let part;
  try {
    part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1, fields: opts.fields, parts: opts.fields + 1 } });
  } catch (err) {
    throw (err as { statusCode?: number }).statusCode === 413 ? opts.tooLarge() : new AppError('BAD_UPLOAD', 'The upload could not be read. Choose the file again.', 400, 'file');
  }
  if (!part || part.fieldname !== 'file') throw new AppError('FILE_REQUIRED', 'Choose a file to import (a part named "file").', 400, 'file');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw opts.tooLarge();
    throw new AppError('BAD_UPLOAD', 'The upload was interrupted. Choose the file again.', 400, 'file');
  }
  if (part.file.truncated) throw opts.tooLarge();
  return { bytes, filename: part.filename, mimetype: part.mimetype };
}
