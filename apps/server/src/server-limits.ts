import type { FastifyServerOptions } from 'fastify';

/**
 * How long a client may take, and how many may connect at once (issue W2-A §9). Node's defaults
 * let a slow client hold a connection for minutes (headers 60 s, request 300 s, checked every
 * 30 s) and accept connections without bound, so a few dozen slow sockets could pin the server.
 */
export interface ServerLimits {
  /** All request headers must arrive within this (slow-header clients). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (slow-body clients). Responses — the chat's SSE stream — are not limited by it. */
  requestTimeoutMs: number;
  /** How often Node checks the two limits above; a slow client is closed at most this late. */
  checkIntervalMs: number;
  /** A socket with no traffic either way for this long is closed (a client that stops reading). Above any pause of a slow AI provider before its first token. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; longer than a reverse proxy's usual 60 s so the proxy closes first. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this are refused at once, so sockets cannot exhaust file descriptors. */
  maxConnections: number;
}

export const serverLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  idleTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
  maxConnections: 1_000,
};

/** The Fastify options that apply `limits` (maxConnections is set on `app.server` after creation). */
export function serverLimitOptions(limits: ServerLimits): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}
