import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { toApiReference, type ApiReference } from './openapi-model';

export const apiDocumentUrl = '/api/openapi.json';

/** GET /api/openapi.json, read into the page's model (a document that is not OpenAPI 3.1 is an error). */
export async function fetchApiReference(signal?: AbortSignal): Promise<ApiReference> {
  return toApiReference(await apiFetch<unknown>(apiDocumentUrl, { signal }));
}

export function useApiReference() {
  return useQuery({ queryKey: ['api-reference'], queryFn: ({ signal }) => fetchApiReference(signal), staleTime: 60 * 60 * 1000 });
}
