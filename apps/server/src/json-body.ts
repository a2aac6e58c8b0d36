import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Deeper JSON is refused before it is parsed: no request of ours nests past a handful of levels. */
export const maxJsonDepth = 64;

/**
 * The one JSON body parser of the server (application/json, any charset). Fastify's own
 * parser (secure-json-parse: `__proto__` and `constructor.prototype` keys refused) does the
 * parsing; before and after it, this refuses with 400 INVALID_JSON and a clear message what
 * would otherwise reach a 5xx further in:
 * - nesting deeper than `maxJsonDepth` (5,000 levels overflowed recursive code downstream);
 * - NUL characters (`\u0000`) in any string or key: PostgreSQL text and jsonb cannot hold them;
 * - unpaired UTF-16 surrogates (`\ud800` alone): not text, and not storable either.
 * Refusing loses nothing that could have been saved. Per-route body limits still apply
 * (Fastify checks them while reading, before this runs).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(invalid('The request body is empty; send a JSON object.'), undefined);
    if (nestsDeeperThan(text, maxJsonDepth)) {
      return done(invalid(`The request body nests deeper than ${maxJsonDepth} levels.`), undefined);
    }
    parse(request, text, (err, value) => {
      if (err) {
        const reserved = /"(?:__proto__|constructor)"\s*:/.test(text);
        return done(
          invalid(reserved ? 'The request body uses a reserved key (__proto__ or constructor.prototype).' : 'The request body is not valid JSON.'),
          undefined,
        );
      }
      // Only escapes can produce NUL or a lone surrogate (raw ones are invalid JSON or decode to U+FFFD).
      if (/\\u(?:0000|d[89a-f])/i.test(text)) {
        const problem = unstorableText(value);
        if (problem) return done(invalid(problem), undefined);
      }
      done(null, value);
    });
  });
}

const invalid = (message: string) => new AppError('INVALID_JSON', message, 400);

/** True when arrays/objects nest deeper than `limit`; one pass over the text, strings skipped. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'The request body contains a NUL character (\\u0000), which text cannot hold. Remove it and try again.';
  if (loneSurrogate.test(s)) return 'The request body contains an unpaired UTF-16 surrogate (\\uD800–\\uDFFF), which is not valid text.';
  return null;
}

/** The first string or key that cannot be stored as text, described; null when all are fine. */
export function unstorableText(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return problem;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(item);
      }
    }
  }
  return null;
}
