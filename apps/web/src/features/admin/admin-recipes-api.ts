/** The admin recipe import's calls (ADR 0020); types are core's contracts. */
import { useQuery } from '@tanstack/react-query';
import { recipeImportMaxBytes, type RecipeImportReport, type RecipeImportResult, type RecipeLibraryCounts } from '@thrivewell/core/contracts/recipe-import-contract';
import { apiFetch } from '../../lib/api-client';

export type { RecipeImportReport, RecipeImportResult };

export const recipeLibraryKey = ['admin', 'recipes'] as const;

/** The library's counts; a 403 (not, or no longer, an admin) comes back as ApiError status 403. */
export function useRecipeLibrary() {
  return useQuery({ queryKey: recipeLibraryKey, queryFn: ({ signal }) => apiFetch<RecipeLibraryCounts>('/api/admin/recipes', { signal }) });
}

/** The file's text (chosen or pasted) goes as JSON `{ content, filename }`: one path for both. */
export const previewRecipes = (content: string, filename?: string) => apiFetch<RecipeImportReport>('/api/admin/recipes/preview', { method: 'POST', body: { content, filename } });
export const importRecipes = (content: string, filename?: string) => apiFetch<RecipeImportResult>('/api/admin/recipes/import', { method: 'POST', body: { content, filename } });

export const recipeFileErrors = {
  empty: 'Choose a recipe file or paste recipes first.',
  tooBig: `This file is larger than ${recipeImportMaxBytes / 1024 / 1024} MB. Split it into smaller files and import each one.`,
  wrongType: 'Choose a .json or .csv file of recipes.',
  unreadable: 'The file could not be read. Choose it again.',
} as const;

/** The first problem with a chosen file before it is read, or null. */
export function checkRecipeFile(file: File): string | null {
  if (!/\.(json|csv)$/i.test(file.name) && !['application/json', 'text/csv'].includes(file.type)) return recipeFileErrors.wrongType;
  if (file.size === 0) return recipeFileErrors.empty;
  if (file.size > recipeImportMaxBytes) return recipeFileErrors.tooBig;
  return null;
}
