import type { FastifyInstance } from 'fastify';
import { apiDocument } from './api-document';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the API (W2-C §1.2), generated from the core
 * zod schemas. Public and the same for everyone, so browsers and proxies may keep it for an hour.
 */
export async function openApiRoutes(app: FastifyInstance) {
  let body: string | undefined;
  app.get('/api/openapi.json', (_request, reply) => {
    body ??= JSON.stringify(apiDocument());
    reply.header('cache-control', 'public, max-age=3600').type('application/json; charset=utf-8').send(body);
  });
}
