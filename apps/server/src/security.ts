import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from './config';

/** Hosts that providers talking to outside hosts from the browser add to the CSP when configured. */
export interface ExtraSources {
  connectSrc?: string[];
  frameSrc?: string[];
  formAction?: string[];
}

/** The helmet options of every response (issue 2 §7, spec P1-SEC-01..06). */
export function securityHeaderOptions(config: AppConfig, extra: ExtraSources = {}): HelmetOptions {
  const httpsApp = config.appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (the barcode reader's fallback); JS eval stays blocked.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Radix's scroll lock injects a <style> element; inline styles cannot run code, inline scripts stay blocked.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(extra.connectSrc ?? [])],
        frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(extra.formAction ?? [])],
        frameAncestors: ["'self'"],
        ...(httpsApp ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

export const permissionsPolicy = 'camera=(self), microphone=(), geolocation=(), payment=(self)';

/**
 * The headers helmet sets with these options, computed once. None of them depends on the request
 * (no nonces, no per-route options), yet @fastify/helmet built helmet's middleware again for
 * every request, validating and joining the CSP each time: more than the rest of GET /api/health
 * cost. helmet is run once here against a response that records what it does.
 */
export function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a value that is not text`);
      set.push([name, value]);
      return this;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * Security headers on every response, and `Cache-Control: no-store` on every API response unless
 * its route sets a public policy. The headers are set on the raw response before the handler, as
 * @fastify/helmet did (security-headers.test.ts compares the two).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig, extra: ExtraSources = {}) {
  const { set, removed } = helmetHeaders(securityHeaderOptions(config, extra));
  // @fastify/helmet's per-route options would be ignored here: refuse them rather than drop them.
  app.addHook('onRoute', (route) => {
    if ('helmet' in route) throw new Error(`${route.url}: per-route helmet options are not supported; the security headers are computed once (security.ts)`);
  });
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    // API answers carry personal data: no browser or proxy may keep them (W2-A §7). Set before the
    // handler runs, so errors, 404s and the chat's event stream have it too; a route that serves
    // public knowledge may replace it with its own public policy.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    done(null, payload);
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
