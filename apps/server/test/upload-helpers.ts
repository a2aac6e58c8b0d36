import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(content: Buffer | string, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----thrivewell${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'export.csv'}"\r\nContent-Type: ${opts.type ?? 'text/csv'}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/tracking/import with the file, signed in with `cookie`. */
export function importFile(app: FastifyInstance, cookie: string | undefined, content: Buffer | string, opts: { dryRun?: boolean; timeZone?: string; field?: string; headers?: Record<string, string> } = {}) {
  const { body, contentType } = multipartBody(content, { field: opts.field });
  const query = new URLSearchParams({ ...(opts.dryRun ? { dryRun: 'true' } : {}), ...(opts.timeZone ? { timeZone: opts.timeZone } : {}) }).toString();
  return app.inject({
    method: 'POST',
    url: `/api/tracking/import${query ? `?${query}` : ''}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}), ...opts.headers },
    payload: body,
  });
}
