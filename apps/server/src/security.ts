import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

/**
 * Security headers on every response (issue 2 §7, spec P1-SEC-01..06), and `Cache-Control:
 * no-store` on every API response unless its route sets a public policy. Providers that talk to
 * outside hosts from the browser add those hosts through `extraConnectSrc` when configured.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  extra: { connectSrc?: string[]; frameSrc?: string[]; formAction?: string[] } = {},
) {
  const httpsApp = config.appUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
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
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
  });
  // API answers carry personal data: no browser or proxy may keep them (W2-A §7). Set before the
  // handler runs, so errors, 404s and the chat's event stream have it too; a route that serves
  // public knowledge may replace it with its own public policy.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
