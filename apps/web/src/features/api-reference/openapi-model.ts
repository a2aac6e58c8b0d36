/**
 * Turns the OpenAPI 3.1 document from GET /api/openapi.json into what the reference page shows:
 * endpoints grouped by tag, each with its method, path, who may call it, and the fields of its
 * parameters, request body and answers (name, type, required, limits). Pure: no React, no fetch.
 */
type Json = Record<string, unknown>;

export interface ApiField {
  /** Dotted path: 'items', 'check.interactions[].severity'. */
  name: string;
  type: string;
  required: boolean;
  /** 'max 200 characters', '1–20', 'one of: drug, supplement, food'. */
  limits: string[];
  description?: string;
}

export interface ApiAnswer {
  status: string;
  description: string;
  /** The component name ('CabinetView'), when the answer has one. */
  shape?: string;
  contentType?: string;
  fields: ApiField[];
  isError: boolean;
}

export type ApiAuth = 'public' | 'optional' | 'session' | 'plan';

export interface ApiEndpoint {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  auth: ApiAuth;
  feature?: string;
  parameters: (ApiField & { in: string })[];
  body?: { shape?: string; required: boolean; fields: ApiField[] };
  answers: ApiAnswer[];
}

export interface ApiGroup {
  tag: string;
  description?: string;
  endpoints: ApiEndpoint[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string;
  groups: ApiGroup[];
}

export const authLabels: Record<ApiAuth, string> = {
  public: 'Public',
  optional: 'Public (session optional)',
  session: 'Signed in',
  plan: 'Signed in + plan',
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];
/** Deep enough for every shape of the document; deeper levels are named by their type only. */
const maxDepth = 4;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function refName(ref: unknown): string | undefined {
  return typeof ref === 'string' ? ref.split('/').pop() : undefined;
}

/** The schema a $ref points at (one level; the document's refs point into components.schemas). */
function deref(schema: unknown, components: Json): Json {
  if (!isObject(schema)) return {};
  const name = refName(schema.$ref);
  return name && isObject(components[name]) ? (components[name] as Json) : schema;
}

/** Leaves out `null` from a nullable union, saying it is nullable. */
function variants(schema: Json, components: Json): { options: Json[]; nullable: boolean } {
  const list = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (!Array.isArray(list)) return { options: [schema], nullable: false };
  const options = list.map((o) => deref(o, components)).filter((o) => o.type !== 'null');
  return { options, nullable: options.length < list.length };
}

export function typeOf(schema: unknown, components: Json): string {
  if (!isObject(schema)) return 'any';
  const named = refName(schema.$ref);
  const resolved = deref(schema, components);
  const { options, nullable } = variants(resolved, components);
  let type: string;
  if (options.length !== 1 || options[0] !== resolved) {
    type = options.map((o) => typeOf(o, components)).join(' | ') || 'any';
  } else if (named) {
    type = named;
  } else if ('const' in resolved) {
    type = JSON.stringify(resolved.const);
  } else if (resolved.type === 'array') {
    type = `${typeOf(resolved.items, components)}[]`;
  } else if (Array.isArray(resolved.type)) {
    type = resolved.type.join(' | ');
  } else {
    type = str(resolved.type) || (resolved.properties ? 'object' : 'any');
  }
  return nullable ? `${type} | null` : type;
}

export function limitsOf(schema: unknown, components: Json): string[] {
  const s = deref(schema, components);
  const out: string[] = [];
  const { options } = variants(s, components);
  const first = options.length === 1 ? options[0]! : s;
  if (Array.isArray(first.enum)) out.push(`one of: ${first.enum.map(String).join(', ')}`);
  if (typeof first.minLength === 'number' && first.minLength > 0) out.push(`min ${first.minLength} characters`);
  if (typeof first.maxLength === 'number') out.push(`max ${first.maxLength} characters`);
  if (typeof first.minimum === 'number') out.push(`≥ ${first.minimum}`);
  if (typeof first.maximum === 'number' && first.maximum < Number.MAX_SAFE_INTEGER) out.push(`≤ ${first.maximum}`);
  if (typeof first.minItems === 'number' && first.minItems > 0) out.push(`at least ${first.minItems} items`);
  if (typeof first.maxItems === 'number') out.push(`at most ${first.maxItems} items`);
  if (typeof first.pattern === 'string') out.push(`pattern ${first.pattern}`);
  if (typeof first.format === 'string') out.push(`format ${first.format}`);
  if (first.default !== undefined) out.push(`default ${JSON.stringify(first.default)}`);
  return out;
}

/** The object a schema describes (through refs, nullable unions and arrays), if it is one. */
function objectOf(schema: unknown, components: Json): Json | undefined {
  const s = deref(schema, components);
  const { options } = variants(s, components);
  const only = options.length === 1 ? options[0]! : undefined;
  if (!only) return undefined;
  if (only.type === 'array') return objectOf(only.items, components);
  return isObject(only.properties) ? only : undefined;
}

/** Every field of an object schema, nested ones with dotted names. */
export function fieldsOf(schema: unknown, components: Json, prefix = '', depth = 0): ApiField[] {
  const object = objectOf(schema, components);
  if (!object) return [];
  const required = new Set(Array.isArray(object.required) ? object.required.map(String) : []);
  return Object.entries(object.properties as Json).flatMap(([key, property]) => {
    const resolved = deref(property, components);
    const isArray = variants(resolved, components).options[0]?.type === 'array';
    const name = `${prefix}${key}`;
    const field: ApiField = { name, type: typeOf(property, components), required: required.has(key), limits: limitsOf(property, components) };
    const description = str(resolved.description) || (isObject(property) ? str(property.description) : '');
    if (description) field.description = description;
    const nested = depth < maxDepth ? fieldsOf(property, components, `${name}${isArray ? '[]' : ''}.`, depth + 1) : [];
    return [field, ...nested];
  });
}

function answerOf(status: string, raw: unknown, components: Json): ApiAnswer {
  const response = isObject(raw) ? raw : {};
  const content = isObject(response.content) ? response.content : {};
  const [contentType, media] = Object.entries(content)[0] ?? [];
  const schema = isObject(media) ? media.schema : undefined;
  return {
    status,
    description: str(response.description),
    shape: isObject(schema) ? refName(schema.$ref) : undefined,
    contentType,
    fields: schema ? fieldsOf(schema, components) : [],
    isError: Number(status) >= 400,
  };
}

function endpointOf(method: string, path: string, raw: Json, components: Json): ApiEndpoint {
  const parameters = (Array.isArray(raw.parameters) ? raw.parameters : []).filter(isObject).map((p) => ({
    name: str(p.name),
    in: str(p.in),
    type: typeOf(p.schema, components),
    required: p.required === true,
    limits: limitsOf(p.schema, components),
    ...(str(p.description) ? { description: str(p.description) } : {}),
  }));
  const requestBody = isObject(raw.requestBody) ? raw.requestBody : undefined;
  const bodyMedia = requestBody && isObject(requestBody.content) ? Object.values(requestBody.content)[0] : undefined;
  const bodySchema = isObject(bodyMedia) ? bodyMedia.schema : undefined;
  const auth = (['public', 'optional', 'session', 'plan'] as const).find((a) => a === raw['x-auth']) ?? 'public';
  return {
    id: str(raw.operationId) || `${method}-${path}`,
    method: method.toUpperCase(),
    path,
    summary: str(raw.summary),
    description: str(raw.description),
    auth,
    ...(str(raw['x-plan-feature']) ? { feature: str(raw['x-plan-feature']) } : {}),
    parameters,
    ...(bodySchema
      ? { body: { shape: isObject(bodySchema) ? refName(bodySchema.$ref) : undefined, required: requestBody?.required === true, fields: fieldsOf(bodySchema, components) } }
      : {}),
    answers: Object.entries(isObject(raw.responses) ? raw.responses : {}).map(([status, r]) => answerOf(status, r, components)),
  };
}

/** The page's model of a document; throws when the value is not an OpenAPI 3.1 document. */
export function toApiReference(doc: unknown): ApiReference {
  if (!isObject(doc) || !str(doc.openapi).startsWith('3.1') || !isObject(doc.paths)) throw new Error('Not an OpenAPI 3.1 document.');
  const components = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const info = isObject(doc.info) ? doc.info : {};
  const tagList = (Array.isArray(doc.tags) ? doc.tags : []).filter(isObject);
  const groups = new Map<string, ApiGroup>(tagList.map((t) => [str(t.name), { tag: str(t.name), description: str(t.description) || undefined, endpoints: [] }]));
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!isObject(operations)) continue;
    for (const method of methods) {
      const raw = operations[method];
      if (!isObject(raw)) continue;
      const tag = str((raw.tags as unknown[] | undefined)?.[0]) || 'Other';
      if (!groups.has(tag)) groups.set(tag, { tag, endpoints: [] });
      groups.get(tag)!.endpoints.push(endpointOf(method, path, raw, components));
    }
  }
  return {
    title: str(info.title) || 'API',
    version: str(info.version),
    description: str(info.description),
    groups: [...groups.values()].filter((g) => g.endpoints.length > 0),
  };
}

/** Endpoints whose method, path or summary contain the text (case-insensitive); empty text keeps all. */
export function filterReference(groups: readonly ApiGroup[], text: string): ApiGroup[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...groups];
  return groups
    .map((g) => ({ ...g, endpoints: g.endpoints.filter((e) => `${e.method} ${e.path} ${e.summary} ${g.tag}`.toLowerCase().includes(q)) }))
    .filter((g) => g.endpoints.length > 0);
}
