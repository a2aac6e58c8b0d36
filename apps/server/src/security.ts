import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

/**
 * Security headers on every response (issue 2 §7, spec P1-SEC-01..06). Providers that talk to
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
}
