import { apiHeaders } from '../../../lib/api-client';

/**
 * GET /api/dashboard started at boot (W2-C §2): on a direct load of /dashboard the app asks for
 * the dashboard's data as soon as the session is known, while the page's script is still
 * loading, so the first render already has it. Plain fetch on purpose: this runs in the entry
 * chunk, which must stay small; the dashboard's query (use-dashboard.ts) reads the answer.
 */
let pending: { response: Promise<Response>; at: number } | null = null;

/** An answer older than this is not used (the query asks again). */
const maxAgeMs = 10_000;

export function prefetchDashboard(): void {
  const response = fetch('/api/dashboard', { headers: { Accept: 'application/json', ...apiHeaders }, credentials: 'same-origin' });
  response.catch(() => undefined); // a failure surfaces when the query reads it
  pending = { response, at: Date.now() };
}

/** The prefetched response, once: null when none was started or it is too old. */
export function takePrefetchedDashboard(): Promise<Response> | null {
  const taken = pending;
  pending = null;
  return taken && Date.now() - taken.at <= maxAgeMs ? taken.response : null;
}
