import { describe, expect, it, vi } from 'vitest';
import { shouldRetryQuery } from './query-defaults';
import { ApiError, apiFetch, type FetchLike } from './api-client';

function fakeFetch(status: number, body?: unknown) {
  return vi.fn<FetchLike>(async () =>
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('apiFetch', () => {
  it('P1-SEC-07/08: every call carries X-Requested-With, Cache-Control and Pragma, same-origin credentials', async () => {
    const f = fakeFetch(200, { ok: true });
    await apiFetch('/api/health', {}, f);
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    });
  });

  it('sends a JSON body and returns the parsed JSON response', async () => {
    const f = fakeFetch(202, { stored: 1 });
    const result = await apiFetch<{ stored: number }>('/api/errors', { method: 'POST', body: { reports: [] } }, f);
    expect(result).toEqual({ stored: 1 });
    const init = f.mock.calls[0]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"reports":[]}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('returns undefined for an empty response', async () => {
    await expect(apiFetch('/api/x', { method: 'DELETE' }, fakeFetch(204))).resolves.toBeUndefined();
  });

  it('turns the server error shape into an ApiError with status, code and field', async () => {
    const f = fakeFetch(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid email format', field: 'email' } });
    const err = await apiFetch('/api/x', { body: {} }, f).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid email format', field: 'email' });
  });

  it('gives a generic ApiError when the error body is not the server shape', async () => {
    const err = await apiFetch('/api/x', {}, fakeFetch(502, '<html>Bad gateway</html>')).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'HTTP_502', message: 'An unexpected error occurred. Please try again.' });
  });

  it('a failed connection becomes ApiError status 0 (retried), an abort stays an AbortError', async () => {
    const offline: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    const err = await apiFetch('/api/x', {}, offline).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    const aborted: FetchLike = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    await expect(apiFetch('/api/x', {}, aborted)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('P1-SEC-24: the query retry rule reads ApiError.status (no retry on 4xx)', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(503, 'HTTP_503', 'x'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a bodyless %s still sends JSON ({}), as the server requires', async (method) => {
    const f = fakeFetch(204);
    await apiFetch('/api/chat/conversation', { method }, f);
    const init = f.mock.calls[0]![1];
    expect(init.method).toBe(method);
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('a GET sends no body and no content type', async () => {
    const f = fakeFetch(200, {});
    await apiFetch('/api/profile', {}, f);
    const init = f.mock.calls[0]![1];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
