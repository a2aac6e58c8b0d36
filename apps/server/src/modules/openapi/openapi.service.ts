/**
 * Builds the OpenAPI 3.1 document from the route catalogue with zod 4's own JSON Schema output
 * (z.toJSONSchema; OpenAPI 3.1 schemas are JSON Schema 2020-12). Request bodies are described as
 * the server accepts them (zod input), responses as it sends them (zod output); every named shape
 * is a component under #/components/schemas.
 */
import { z } from 'zod';
import { apiErrorSchema } from '@thrivewell/core/contracts/api-error';
import { tagDescriptions, type RouteContract } from './route-catalogue';

type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const statusText: Record<number, string> = {
  400: 'The request is not valid (VALIDATION_ERROR names the field).',
  401: 'Not signed in (UNAUTHORIZED).',
  403: 'Refused: a cross-site or non-JSON write (CROSS_SITE_REQUEST), or the plan lacks the feature (UPGRADE_REQUIRED, `field` names it).',
  404: 'Not found.',
  409: 'Conflicts with the current state (e.g. SECTION_CHANGED, CABINET_FULL, ALREADY_SUBSCRIBED).',
  410: 'Gone (expired).',
  413: 'The request body is too large (PAYLOAD_TOO_LARGE).',
  415: 'A write whose body is not JSON (UNSUPPORTED_MEDIA_TYPE).',
  429: 'Too many requests (RATE_LIMITED, or CHAT_LIMIT_REACHED).',
  500: 'An unexpected error (INTERNAL_ERROR).',
  502: 'An upstream provider failed.',
  503: 'A provider is not configured or not reachable.',
};
const authText = {
  public: 'Open to everyone.',
  optional: 'Open to everyone; a session cookie changes the answer.',
  session: 'Needs a signed-in session (cookie).',
  plan: 'Needs a signed-in session whose plan includes the feature.',
};

/** Collects named zod schemas into one registry per direction; a name stands for exactly one schema. */
class Components {
  readonly registry = z.registry<{ id: string }>();
  private readonly byName = new Map<string, z.ZodType>();
  name(schema: z.ZodType, preferred: string): string {
    const known = this.registry.get(schema)?.id;
    if (known) return known;
    const taken = this.byName.get(preferred);
    if (taken && taken !== schema) throw new Error(`Two different schemas are both named ${preferred} in the route catalogue.`);
    this.byName.set(preferred, schema);
    this.registry.add(schema, { id: preferred });
    return preferred;
  }
  toJson(io: 'input' | 'output'): Record<string, JsonSchema> {
    const uri = (id: string) => `#/components/schemas/${id}`;
    // A body part checked first and parsed after (z.unknown().refine(…).pipe(schema)) is documented as the schema it is parsed with.
    const override = ({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
      if (io !== 'input' || def.type !== 'pipe' || def.in?._zod.def.type !== 'unknown' || !def.out) return;
      const id = this.registry.get(def.out)?.id;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, id ? { $ref: uri(id) } : clean(z.toJSONSchema(def.out, { io, unrepresentable: 'any' }) as JsonSchema));
    };
    const { schemas } = z.toJSONSchema(this.registry, { io, unrepresentable: 'any', uri, override });
    return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, clean(schema as JsonSchema)]));
  }
}

function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
export const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api/, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1, 2).toUpperCase()}${part.slice(2)}` : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === 'path' || (json.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest };
  });
}

/** `requestComponents`: shapes request bodies are made of, named so the bodies refer to them. */
export function buildOpenApiDocument(contracts: readonly RouteContract[], opts: { version: string; requestComponents?: Record<string, z.ZodType> }): OpenApiDocument {
  const requests = new Components();
  const responses = new Components();
  for (const [name, schema] of Object.entries(opts.requestComponents ?? {})) requests.name(schema, name);
  const errorName = responses.name(apiErrorSchema, 'ApiError');
  const paths: OpenApiDocument['paths'] = {};

  for (const route of contracts) {
    const id = operationId(route.method, route.path);
    const operation: JsonSchema = {
      operationId: id,
      summary: route.summary,
      description: [authText[route.auth], route.feature ? `Plan feature: ${route.feature}.` : '', route.description ?? ''].filter(Boolean).join(' '),
      tags: [route.tag],
      'x-auth': route.auth,
      ...(route.feature ? { 'x-plan-feature': route.feature } : {}),
      security: route.auth === 'public' ? [] : route.auth === 'optional' ? [{}, { sessionCookie: [] }] : [{ sessionCookie: [] }],
    };
    const params = [...parameters(route.request?.params, 'path'), ...parameters(route.request?.query, 'query')];
    if (params.length > 0) operation.parameters = params;
    if (route.request?.body) {
      const name = requests.name(route.request.body, route.request.bodyName ?? `${id}Body`);
      operation.requestBody = { required: route.request.bodyRequired ?? true, content: { [route.request.bodyContentType ?? 'application/json']: { schema: ref(name) } } };
    }
    const answers: Record<string, JsonSchema> = {};
    for (const [status, answer] of Object.entries(route.responses)) {
      const content = answer.schema ? { [answer.contentType ?? 'application/json']: { schema: ref(responses.name(answer.schema, answer.name ?? `${id}${status}`)) } } : undefined;
      answers[status] = { description: answer.description, ...(content ? { content } : {}) };
    }
    for (const status of route.errors) {
      answers[String(status)] = { description: statusText[status] ?? 'An error.', content: { 'application/json': { schema: ref(errorName) } } };
    }
    operation.responses = answers;
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }

  const inputs = requests.toJson('input');
  const outputs = responses.toJson('output');
  for (const name of Object.keys(inputs)) {
    if (outputs[name] && JSON.stringify(outputs[name]) !== JSON.stringify(inputs[name])) throw new Error(`${name} is named for a request and a response with different shapes.`);
  }
  const tags = [...new Set(contracts.map((c) => c.tag))].map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Thrivewell API',
      version: opts.version,
      description: [
        'The HTTP API behind Thrivewell, generated from the zod schemas the server validates with (packages/core/src/contracts).',
        'Every error answers { error: { code, message, field? } }. Writes (POST, PUT, PATCH, DELETE) need a JSON body and, from a browser, an Origin the server trusts.',
        'Sign-up, sign-in, sessions, e-mail verification and password reset are Better Auth endpoints under /api/auth/* (e.g. POST /api/auth/sign-up/email, POST /api/auth/sign-in/email, GET /api/auth/get-session); they are Better Auth’s own contract, not listed here. Their errors use the same error shape.',
        'Educational wellness information, never medical advice.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: { ...inputs, ...outputs },
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'thrivewell.session_token', description: 'The httpOnly session cookie Better Auth sets at sign-in (__Secure- prefixed over HTTPS).' } },
    },
  };
}
