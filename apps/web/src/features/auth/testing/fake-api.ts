import { vi } from 'vitest';

/**
 * Test helper: replaces fetch with a table of fake endpoints ('POST /api/auth/sign-in/email')
 * and records every call, so component tests drive the real api client, session store and
 * forms without a server. Unknown endpoints answer 404 in the server's error shape.
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path.split('?')[0]}`];
    const answer = handler ? await handler(body) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls made to one endpoint ('POST /api/auth/sign-up/email'). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === key),
  };
}

/** An error answer in the server's shape. */
export const apiError = (status: number, code: string, message: string): FakeAnswer => ({ status, body: { error: { code, message } } });
