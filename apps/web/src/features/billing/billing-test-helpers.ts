import { vi } from 'vitest';

/** Test-only: a fake of the server's billing API at the fetch edge, keyed 'METHOD /path'. */
export interface FakeReply {
  status?: number;
  body?: unknown;
}
export type FakeRoutes = Record<string, FakeReply | ((body: unknown) => FakeReply)>;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const path = input.split('?')[0] ?? input;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

export const apiError = (status: number, code: string, message = 'failed'): FakeReply => ({ status, body: { error: { code, message } } });
