import type { FastifyInstance } from 'fastify';

/** Helpers for the billing integration tests. */

let ipCounter = 0;
/** A client address of its own per request, so route rate limits only bite where a test means them to. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** Sent as is (for malformed JSON); wins over body. */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, o: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp(), ...o.headers };
  if (o.cookie) headers.cookie = o.cookie;
  let payload: string | undefined;
  if (o.raw !== undefined) payload = o.raw;
  else if (o.body !== undefined) payload = JSON.stringify(o.body);
  if (payload !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
  return app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}

export const appUrl = 'http://localhost:3000';

export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    lookup_key: 'wellness_plus_monthly',
    success_url: `${appUrl}/subscription-success?pending=true`,
    cancel_url: `${appUrl}/pricing`,
    ...overrides,
  };
}

/** The session id from a test-mode checkout URL. */
export function sessionIdOf(url: string): string {
  const id = new URL(url).searchParams.get('session');
  if (!id) throw new Error(`no session in ${url}`);
  return id;
}
