import type { FastifyInstance } from 'fastify';
import { substanceParamsSchema } from '@thrivewell/core/contracts/knowledge-results';
import { knowledgeSearchQuerySchema } from '@thrivewell/core/contracts/safety-contract';
import { classById, classesOf, substanceById } from '@thrivewell/knowledge/knowledge-base';
import { essentialOilLibrary, naturalRemedyLibrary } from '@thrivewell/knowledge/library';
import { searchSubstances } from '@thrivewell/knowledge/search';
import { AppError, parseRequest } from '../../errors';

/** Read-only knowledge base: autocomplete, substance facts and the oil and remedy libraries (public). */
export async function knowledgeRoutes(app: FastifyInstance) {
  app.get('/api/knowledge/search', async (request) => {
    const { q, kind, limit } = parseRequest(knowledgeSearchQuerySchema, request.query);
    return { results: searchSubstances(q, { kind, limit }) };
  });

  app.get('/api/knowledge/substances/:id', async (request) => {
    const { id } = parseRequest(substanceParamsSchema, request.params);
    const s = substanceById.get(id);
    if (!s) throw new AppError('NOT_FOUND', 'We have no information on that substance yet.', 404);
    const classes = [...classesOf(s)].map((c) => classById.get(c)).filter((c) => c !== undefined).map((c) => ({ id: c.id, name: c.name, kind: c.kind }));
    return { ...s, classes };
  });

  app.get('/api/knowledge/essential-oils', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { oils: essentialOilLibrary };
  });

  app.get('/api/knowledge/remedies', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { remedies: naturalRemedyLibrary };
  });
}
