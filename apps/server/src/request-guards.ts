import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trustedOrigins, type AppConfig } from './config';
import { AppError } from './errors';

/** Methods that change nothing; every other method is checked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Better Auth checks the origin of its own endpoints (modules/auth/auth.ts `trustedOrigins`). */
const authRoutePrefix = '/api/auth/';
/** Stripe's deliveries come from Stripe, not a browser; the signature over the raw body proves them. */
const signedWebhookRoute = '/api/billing/webhook';

export const crossSiteMessage = 'This request came from another site and was refused. Open Thrivewell itself and try again.';
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file upload (multipart/form-data) as well as JSON; the origin check still applies. */
    multipartUpload?: boolean;
  }
}

export const jsonOnlyMessage = 'This endpoint accepts JSON only: send the body with Content-Type: application/json.';

/**
 * The guard against cross-site request forgery on the app's own state-changing routes (issue
 * W2-A §2). A non-GET/HEAD/OPTIONS request is refused with 403 CROSS_SITE_REQUEST when its
 * `Origin` is not one of `trustedOrigins(config)` (an opaque `null` origin included) or when the
 * browser marks it `Sec-Fetch-Site: cross-site | same-site` (another port of the same host is
 * same-site). Requests with neither header (curl, server-to-server) pass. Then its body must be
 * JSON: any other Content-Type (text/plain, a form, multipart — the bodies another site can send
 * without a preflight), or a body without one, is 415 UNSUPPORTED_MEDIA_TYPE. A route marked
 * `config.multipartUpload` (the tracker and admin recipe imports) also takes multipart/form-data: the origin check
 * above is what keeps another site from posting it. Runs onRequest, before the body is read.
 */
export function registerRequestGuards(app: FastifyInstance, config: AppConfig) {
  const trusted = new Set(trustedOrigins(config));
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route?.startsWith(authRoutePrefix)) return;
    if (route !== signedWebhookRoute && isCrossSite(request, trusted)) {
      throw new AppError('CROSS_SITE_REQUEST', crossSiteMessage, 403);
    }
    if (request.routeOptions.config?.multipartUpload && isMultipart(request)) return;
    if (!hasJsonOrNoBody(request)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', jsonOnlyMessage, 415);
  });
}

function isCrossSite(request: FastifyRequest, trusted: Set<string>): boolean {
  const site = header(request, 'sec-fetch-site')?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = header(request, 'origin');
  return origin !== undefined && !trusted.has(normalisedOrigin(origin));
}

function hasJsonOrNoBody(request: FastifyRequest): boolean {
  const contentType = header(request, 'content-type');
  if (contentType === undefined) {
    const length = header(request, 'content-length');
    return header(request, 'transfer-encoding') === undefined && (length === undefined || Number(length) === 0);
  }
  return contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

function isMultipart(request: FastifyRequest): boolean {
  return header(request, 'content-type')?.split(';', 1)[0]!.trim().toLowerCase() === 'multipart/form-data';
}

/** `https://Example.org:443` and `https://example.org` are one origin; an unparsable value (e.g. `null`) matches nothing. */
function normalisedOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return `unparsable:${origin}`;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
