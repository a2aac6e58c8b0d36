/** Contracts of the admin recipe import (modules/recipes; admins only, ADR 0020). */
import { recipeImportBodySchema, recipeImportReportSchema, recipeImportResultSchema, recipeLibraryCountsSchema } from '@thrivewell/core/contracts/recipe-import-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const admin = { tag: 'Admin', auth: 'session' } as const;
const adminOnly = 'Admins only: signed out 401, signed in without the admin role 403 FORBIDDEN (the role is granted from the command line, `npm run admin:grant -- email`). ';
const fileBody =
  'The file as JSON `{ content, filename? }` (the text of a JSON array of recipes or of a CSV with the header `id,title,summary,slots,servings,minutes,cuisine,diets,allergens,ingredients,steps`), ' +
  'or multipart/form-data with one part `file`. At most 2 MB (413 FILE_TOO_LARGE) and 500 recipes; a file that is not UTF-8 text, not JSON/CSV or has the wrong columns is 400 with the reason. ';

export const adminContracts: RouteContract[] = [
  {
    ...admin,
    method: 'GET',
    path: '/api/admin/recipes',
    summary: 'Recipe library counts',
    description: adminOnly,
    responses: { 200: { description: 'How many built-in and imported recipes the library holds.', schema: recipeLibraryCountsSchema, name: 'RecipeLibraryCounts' } },
    errors: signedInErrors([...readErrors, 403]),
  },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/recipes/preview',
    summary: 'Preview a recipe file (nothing is written)',
    description: adminOnly + fileBody + 'Every recipe is reported valid or with each problem and its field (HTML, spreadsheet formulas, unknown foodId, bad values).',
    request: { body: recipeImportBodySchema, bodyName: 'RecipeImportBody', bodyRequired: true },
    responses: { 200: { description: 'Each recipe of the file, valid or with its problems.', schema: recipeImportReportSchema, name: 'RecipeImportReport' } },
    errors: signedInErrors(writeErrors),
  },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/recipes/import',
    summary: 'Import a recipe file',
    description: adminOnly + fileBody + 'The valid recipes are written in one transaction (a recipe id already imported is replaced); invalid ones are skipped and reported. One audit row (recipes_imported).',
    request: { body: recipeImportBodySchema, bodyName: 'RecipeImportBody', bodyRequired: true },
    responses: { 200: { description: 'The report, and how many recipes were created, replaced and skipped.', schema: recipeImportResultSchema, name: 'RecipeImportResult' } },
    errors: signedInErrors(writeErrors),
  },
];
