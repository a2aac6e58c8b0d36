/**
 * The one fetch wrapper every web call uses (spec part 1 §7, P1-SEC-07/08): same-origin
 * credentials, the anti-CSRF and no-cache headers, JSON bodies, and the server's error shape
 * `{ error: { code, message, field } }` turned into an ApiError whose `status` the query retry
 * rule reads (no retry on 4xx).
 */
export const apiHeaders = {
  'X-Requested-With': 'XMLHttpRequest',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
} as const;

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got a response (offline, blocked). */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Sent as JSON. A POST/PUT/PATCH/DELETE without one sends `{}`: the server takes only
   * `application/json` on state-changing routes (its guard against cross-site form posts).
   */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (used when flushing reports on pagehide). */
  keepalive?: boolean;
}

const genericMessage = 'An unexpected error occurred. Please try again.';
const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** The server's error shape of a failed response as an ApiError (also used by the chat's streaming call). */
export async function errorFrom(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const e = (body as { error?: { code?: unknown; message?: unknown; field?: unknown } } | undefined)?.error;
  const code = typeof e?.code === 'string' ? e.code : `HTTP_${res.status}`;
  const message = typeof e?.message === 'string' ? e.message : genericMessage;
  return new ApiError(res.status, code, message, typeof e?.field === 'string' ? e.field : undefined);
}

/** Calls the API and returns the parsed JSON body (undefined when empty); throws ApiError. */
export async function apiFetch<T = unknown>(path: string, init: ApiRequestInit = {}, fetchImpl: FetchLike = defaultFetch): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...apiHeaders, ...init.headers };
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  let body: string | undefined;
  if (init.body !== undefined || method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body ?? {});
  }
  let res: Response;
  try {
    res = await fetchImpl(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: init.signal,
      keepalive: init.keepalive,
    });
  } catch (err) {
    // A cancelled query must stay an AbortError so the query library treats it as cancelled.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error: the server could not be reached.');
  }
  if (!res.ok) throw await errorFrom(res);
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(res.status, 'INVALID_RESPONSE', genericMessage);
  }
}
