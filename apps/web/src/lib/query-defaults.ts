/** Data-query behaviour (spec part 1 §9, P1-SEC-23..26). */
export const queryDefaults = {
  staleTimeMs: 5 * 60 * 1000,
  gcTimeMs: 10 * 60 * 1000,
  maxQueryRetries: 2,
  mutationRetries: 1,
  refetchOnWindowFocus: false,
} as const;

/** Reads an HTTP status from an error thrown by the api client (or anything with `status`). */
function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const s = (error as { status: unknown }).status;
    return typeof s === 'number' ? s : undefined;
  }
  return undefined;
}

/** No retry on 400–499; otherwise retry while fewer than 2 retries have been made. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status <= 499) return false;
  return failureCount < queryDefaults.maxQueryRetries;
}
