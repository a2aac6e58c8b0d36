/**
 * Calls of the safety area (issue 4) paired with their query hooks. Request and response types are
 * core's contracts (type-only imports: no schema or knowledge data reaches the browser bundle). A check's answer names each source once (`sources`, findings point into
 * it); the calls here give every finding its own `sources` back for the pages.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CabinetItem, CabinetItemBody, CabinetItemPatch, Product, ingredientsBodySchema } from '@thrivewell/core/contracts/safety-contract';
import type { CabinetView as CabinetAnswer } from '@thrivewell/core/contracts/cabinet';
import type { IngredientAnalysis, PersonalIngredientAnalysis, ProductLookupResponse, ProductSamplesResponse } from '@thrivewell/core/contracts/ingredient-analysis';
import type { EssentialOilView, KnowledgeSearchResponse, NaturalRemedyView, SearchHit, Source, SubstanceFacts, SubstanceKind } from '@thrivewell/core/contracts/knowledge-results';
import type { CheckInteraction, CheckTimingAdvice, SafetyCheckResponse as SafetyCheckAnswer } from '@thrivewell/core/contracts/safety-check-response';
import { apiFetch } from '../../lib/api-client';
import { cabinetQueryKey } from '../../lib/cabinet-query-keys';

export type { CabinetItem, IngredientAnalysis, EssentialOilView, NaturalRemedyView, PersonalIngredientAnalysis, Product, SearchHit, SubstanceFacts };

/** A finding with its own sources (a check's are taken from the answer's shared list). */
export type Interaction = Omit<CheckInteraction, 'sourceIndexes'> & { sources: Source[] };
export type TimingAdvice = Omit<CheckTimingAdvice, 'sourceIndexes'> & { sources: Source[] };

export interface SafetyCheckResponse extends Omit<SafetyCheckAnswer, 'interactions' | 'timing' | 'otherTiming'> {
  interactions: Interaction[];
  timing: TimingAdvice[];
  otherTiming: TimingAdvice[];
}

/** Each finding gets back the sources it points at in the answer's `sources`. */
export function withFindingSources(answer: SafetyCheckAnswer): SafetyCheckResponse {
  const cite = <T extends { sourceIndexes: readonly number[] }>({ sourceIndexes, ...finding }: T) => ({
    ...finding,
    sources: sourceIndexes.flatMap((i) => (answer.sources[i] ? [answer.sources[i]] : [])),
  });
  return { ...answer, interactions: answer.interactions.map(cite), timing: answer.timing.map(cite), otherTiming: answer.otherTiming.map(cite) };
}

export async function postSafetyCheck(items: string[], includeCabinet = false): Promise<SafetyCheckResponse> {
  return withFindingSources(await apiFetch<SafetyCheckAnswer>('/api/safety/check', { method: 'POST', body: { items, includeCabinet } }));
}

export function useSafetyCheck() {
  return useMutation({ mutationFn: ({ items, includeCabinet }: { items: string[]; includeCabinet?: boolean }) => postSafetyCheck(items, includeCabinet) });
}

export function searchKnowledge(q: string, kind?: SubstanceKind, signal?: AbortSignal): Promise<KnowledgeSearchResponse> {
  const params = new URLSearchParams({ q, limit: '8' });
  if (kind) params.set('kind', kind);
  return apiFetch(`/api/knowledge/search?${params.toString()}`, { signal });
}

/** Autocomplete for the item picker; quiet below 2 characters. */
export function useKnowledgeSearch(q: string, kind?: SubstanceKind) {
  const term = q.trim();
  return useQuery({
    queryKey: ['knowledge-search', term.toLowerCase(), kind ?? 'all'],
    queryFn: ({ signal }) => searchKnowledge(term, kind, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60 * 1000,
  });
}

// ------------------------------------------------------------------ cabinet


/** The cabinet as the pages read it: core's answer, with each finding's sources given back. */
export type CabinetView = Omit<CabinetAnswer, 'check'> & { check: SafetyCheckResponse };

async function cabinetCall(path: string, init?: Parameters<typeof apiFetch>[1]): Promise<CabinetView> {
  const view = await apiFetch<CabinetAnswer>(path, init);
  return { ...view, check: withFindingSources(view.check) };
}

export function useCabinet(enabled = true) {
  return useQuery({ queryKey: cabinetQueryKey, queryFn: ({ signal }) => cabinetCall('/api/safety/cabinet', { signal }), enabled });
}

/** Add, change and remove entries; each answer is the re-checked cabinet, written straight into the cache. */
export function useCabinetMutations() {
  const client = useQueryClient();
  const onSuccess = (view: CabinetView) => client.setQueryData(cabinetQueryKey, view);
  return {
    add: useMutation({ mutationFn: (body: Partial<CabinetItemBody> & { name: string }) => cabinetCall('/api/safety/cabinet', { method: 'POST', body }), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: CabinetItemPatch }) => cabinetCall(`/api/safety/cabinet/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => cabinetCall(`/api/safety/cabinet/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess }),
  };
}

// ------------------------------------------------------------------ ingredients, products, libraries

/** The body of POST /api/safety/ingredients as a caller may send it (core's schema, before defaults). */
export type IngredientRequest = z.input<typeof ingredientsBodySchema>;

export function useIngredientAnalysis() {
  return useMutation({ mutationFn: (body: IngredientRequest) => apiFetch<PersonalIngredientAnalysis>('/api/safety/ingredients', { method: 'POST', body }) });
}


export function lookupProduct(barcode: string): Promise<ProductLookupResponse> {
  return apiFetch(`/api/products/${encodeURIComponent(barcode)}`);
}

export function useProductSamples(enabled = true) {
  return useQuery({
    queryKey: ['product-samples'],
    queryFn: ({ signal }) => apiFetch<ProductSamplesResponse>('/api/products/samples', { signal }),
    enabled,
  });
}

export function useEssentialOils() {
  return useQuery({ queryKey: ['essential-oils'], queryFn: ({ signal }) => apiFetch<{ oils: EssentialOilView[] }>('/api/knowledge/essential-oils', { signal }) });
}

export function useNaturalRemedies() {
  return useQuery({ queryKey: ['natural-remedies'], queryFn: ({ signal }) => apiFetch<{ remedies: NaturalRemedyView[] }>('/api/knowledge/remedies', { signal }) });
}

export function useSubstanceFacts(id: string) {
  return useQuery({
    queryKey: ['substance', id],
    queryFn: ({ signal }) => apiFetch<SubstanceFacts>(`/api/knowledge/substances/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
