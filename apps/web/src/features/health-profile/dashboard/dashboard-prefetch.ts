import { apiHeaders } from '../../../lib/api-client';

/**
 * GET /api/dashboard started at boot (W2-C §2): on a direct load of /dashboard the app asks for
 * the dashboard's data as soon as the session says someone is signed in, while the page's script
 * may still be loading, so the first render can already have it. Plain fetch on purpose: this
 * runs in the entry chunk, which must stay small; the dashboard's query (use-dashboard.ts) reads
 * the answer. The intent is recorded at once, so the query waits for it even when the page is
 * ready before the session has answered.
 */
let pending: Promise<{ response: Response; at: number } | null> | null = null;

/** An answer older than this is not used (the query asks again). */
const maxAgeMs = 10_000;

export function prefetchDashboard(session: Promise<unknown>): void {
  pending = session
    .then(async (user) => (user ? { response: await fetch('/api/dashboard', { headers: { Accept: 'application/json', ...apiHeaders }, credentials: 'same-origin' }), at: Date.now() } : null))
    .catch(() => null); // signed out or unreachable: the query asks itself, with its own error handling
}

/** The prefetched response, once: null when none was started, nobody was signed in, it failed or is too old. */
export async function takePrefetchedDashboard(): Promise<Response | null> {
  const taken = pending;
  pending = null;
  const got = taken ? await taken : null;
  return got && Date.now() - got.at <= maxAgeMs ? got.response : null;
}
