import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteWalk, type RouteWalk } from '../../../test/route-walk';
import { openApiPath } from './openapi.service';
import { routeCatalogue } from './api-document';

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }>; tags?: string[]; 'x-auth'?: string };
interface Doc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let walk: RouteWalk;
let doc: Doc;
let cacheControl: string | undefined;

beforeAll(async () => {
  walk = await startRouteWalk('openapi@example.com');
  const res = await walk.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  cacheControl = res.headers['cache-control'] as string | undefined;
  doc = res.json<Doc>();
});
afterAll(async () => {
  await walk?.close();
});

/** Better Auth's own endpoints are its contract (the document's info says so), not ours. */
const isBetterAuth = (url: string) => url.startsWith('/api/auth/');
const apiRoutes = () =>
  walk.routes.filter((r) => (r.url === '/api' || r.url.startsWith('/api/')) && !isBetterAuth(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');

/** Every $ref in a value. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json (W2-C §1.2)', () => {
  it('is an OpenAPI 3.1 document, public and cacheable', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Thrivewell API');
    expect(doc.info.version).toMatch(/\d/);
    expect(cacheControl).toBe('public, max-age=3600');
  });

  it('gives every operation a tag and a schema for every answer with a body', () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!op.tags?.length) problems.push(`${method} ${path}: no tag`);
        const statuses = Object.keys(op.responses ?? {});
        if (!statuses.some((s) => s.startsWith('2'))) problems.push(`${method} ${path}: no success answer`);
        for (const status of statuses) {
          if (status === '204') continue;
          const content = Object.values(op.responses[status]?.content ?? {});
          if (content.length === 0 || content.some((c) => !c.schema)) problems.push(`${method} ${path} ${status}: no schema`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves every $ref to a component, and the errors to the one error shape', () => {
    const missing = refs(doc).filter((r) => !doc.components.schemas[r.replace('#/components/schemas/', '')]);
    expect(missing).toEqual([]);
    const error = doc.paths['/api/profile']?.get?.responses['401']?.content?.['application/json']?.schema;
    expect(error).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(doc.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['error'] });
  });

  it('lists every API route the server registers, so a new route without a contract fails here', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const undocumented = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('lists no route the server does not have', () => {
    const registered = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    const extra = routeCatalogue.map((c) => `${c.method} ${c.path}`).filter((name) => !registered.has(name));
    expect(extra).toEqual([]);
  });

  it('describes request bodies with their limits and path parameters as required', () => {
    const check = doc.paths['/api/safety/check']?.post as unknown as { requestBody: { content: Record<string, { schema: { $ref: string } }> } };
    const body = doc.components.schemas[check.requestBody.content['application/json']!.schema.$ref.split('/').pop()!] as { properties: { items: { maxItems: number; items: { maxLength: number } } } };
    expect(body.properties.items.maxItems).toBe(50);
    expect(body.properties.items.items.maxLength).toBe(200);
    const patch = doc.paths['/api/safety/cabinet/{id}']?.patch as unknown as { parameters: { name: string; in: string; required: boolean }[] };
    expect(patch.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(doc.paths['/api/safety/cabinet']?.get?.['x-auth']).toBe('session');
    expect(doc.paths['/api/knowledge/search']?.get?.['x-auth']).toBe('public');
  });
});
