import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/** Where log lines go instead of stdout (tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * A request as the logs see it: the method and the route *pattern* (`/api/products/:barcode`),
 * never the raw URL — URLs carry verification and reset tokens (query strings of the auth
 * links) and health data (drug names, barcodes) that must not sit in logs next to who asked.
 * Requests that matched no route (404s, SPA pages served by the not-found handler) log as
 * `(unmatched)`.
 */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, route: request.routeOptions?.url ?? '(unmatched)' };
}

/**
 * Fastify's per-request log lines, rewritten so none of them carries a URL: one "request
 * completed" line per request (method, route pattern, status, time), the incoming line only at
 * debug, and the built-in "Route GET:/… not found" line without the path.
 */
export class RouteLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.info({ req: request }, 'route not found');
  }
}

/** The Fastify `logger` option: level from the config, URL-free request serialiser, secrets redacted. */
export function loggerOptions(config: AppConfig, destination?: LogDestination): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !destination) return false;
  return {
    level: config.logLevel,
    ...(destination ? { stream: destination } : {}),
    serializers: {
      req: (request) => requestForLog(request as unknown as FastifyRequest),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}
