/** The safety, cabinet, knowledge and product routes' contracts (modules/safety, modules/cabinet, modules/products). */
import { cabinetAddedSchema, cabinetItemParamsSchema, cabinetViewSchema } from '@thrivewell/core/contracts/cabinet';
import { personalIngredientAnalysisSchema, productLookupResponseSchema, productParamsSchema, productSamplesResponseSchema } from '@thrivewell/core/contracts/ingredient-analysis';
import {
  essentialOilsResponseSchema,
  knowledgeSearchResponseSchema,
  remediesResponseSchema,
  substanceFactsSchema,
  substanceParamsSchema,
} from '@thrivewell/core/contracts/knowledge-results';
import { cabinetItemBodySchema, cabinetItemPatchSchema, ingredientsBodySchema, knowledgeSearchQuerySchema, safetyCheckBodySchema } from '@thrivewell/core/contracts/safety-contract';
import { safetyCheckResponseSchema } from '@thrivewell/core/contracts/safety-check-response';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const cabinetView = { description: 'The cabinet, re-checked.', schema: cabinetViewSchema, name: 'CabinetView' };
const cabinet = { tag: 'Cabinet', auth: 'session' } as const;
const knowledge = { tag: 'Knowledge', auth: 'public' } as const;
const products = { tag: 'Products', auth: 'plan', feature: 'product_fact_checker' } as const;
const planErrors = (errors: number[]) => [...new Set([...signedInErrors(errors), 403])].sort((a, b) => a - b);

export const safetyContracts: RouteContract[] = [
  {
    tag: 'Safety',
    auth: 'optional',
    method: 'POST',
    path: '/api/safety/check',
    summary: 'Check medicines, supplements and foods together',
    description:
      'Open to everyone for drug–drug pairs and every major or contraindicated finding; moderate or minor supplement and food pairs and timing follow the plan (what is withheld is counted in `gated`). A signed-in person’s cabinet is included unless includeCabinet is false.',
    request: { body: safetyCheckBodySchema, bodyName: 'SafetyCheckBody', bodyRequired: true },
    responses: { 200: { description: 'Findings, timing and the day plan.', schema: safetyCheckResponseSchema, name: 'SafetyCheckResponse' } },
    errors: [...writeErrors, 401],
  },
  {
    tag: 'Safety',
    auth: 'plan',
    feature: 'ingredient_safety',
    method: 'POST',
    path: '/api/safety/ingredients',
    summary: 'Analyse an ingredient list for the signed-in person',
    description: 'Against the allergies, diets, conditions and medicines given, plus (unless turned off) the saved profile and cabinet.',
    request: { body: ingredientsBodySchema, bodyName: 'IngredientsBody', bodyRequired: true },
    responses: { 200: { description: 'The verdict and every finding.', schema: personalIngredientAnalysisSchema, name: 'PersonalIngredientAnalysis' } },
    errors: planErrors(writeErrors),
  },
  { ...cabinet, method: 'GET', path: '/api/safety/cabinet', summary: 'Read the medicine cabinet', responses: { 200: cabinetView }, errors: signedInErrors(readErrors) },
  {
    ...cabinet,
    method: 'POST',
    path: '/api/safety/cabinet',
    summary: 'Add a cabinet entry',
    request: { body: cabinetItemBodySchema, bodyName: 'CabinetItemBody', bodyRequired: true },
    responses: { 201: { description: 'The new entry’s id and the re-checked cabinet.', schema: cabinetAddedSchema, name: 'CabinetAdded' } },
    errors: signedInErrors([...writeErrors, 409]),
  },
  {
    ...cabinet,
    method: 'PATCH',
    path: '/api/safety/cabinet/:id',
    summary: 'Change a cabinet entry',
    request: { params: cabinetItemParamsSchema, body: cabinetItemPatchSchema, bodyName: 'CabinetItemPatch', bodyRequired: true },
    responses: { 200: cabinetView },
    errors: signedInErrors([...writeErrors, 404]),
  },
  { ...cabinet, method: 'DELETE', path: '/api/safety/cabinet/:id', summary: 'Remove a cabinet entry', request: { params: cabinetItemParamsSchema }, responses: { 200: cabinetView }, errors: signedInErrors([...writeErrors, 404]) },
  { ...knowledge, method: 'GET', path: '/api/knowledge/search', summary: 'Autocomplete substance names', request: { query: knowledgeSearchQuerySchema }, responses: { 200: { description: 'Matching names, best first.', schema: knowledgeSearchResponseSchema, name: 'KnowledgeSearchResponse' } }, errors: readErrors },
  { ...knowledge, method: 'GET', path: '/api/knowledge/substances/:id', summary: 'Facts about one substance', request: { params: substanceParamsSchema }, responses: { 200: { description: 'The substance, its classes and sources.', schema: substanceFactsSchema, name: 'SubstanceFacts' } }, errors: [...readErrors, 404] },
  { ...knowledge, method: 'GET', path: '/api/knowledge/essential-oils', summary: 'The essential-oil library', description: 'Cacheable for an hour.', responses: { 200: { description: 'Every oil, by name.', schema: essentialOilsResponseSchema, name: 'EssentialOils' } }, errors: [429, 500] },
  { ...knowledge, method: 'GET', path: '/api/knowledge/remedies', summary: 'The natural-remedy library', description: 'Cacheable for an hour.', responses: { 200: { description: 'Every remedy, by name.', schema: remediesResponseSchema, name: 'NaturalRemedies' } }, errors: [429, 500] },
  { ...products, method: 'GET', path: '/api/products/samples', summary: 'Sample barcodes to try', responses: { 200: { description: 'The bundled products.', schema: productSamplesResponseSchema, name: 'ProductSamples' } }, errors: planErrors([429, 500]) },
  {
    ...products,
    method: 'GET',
    path: '/api/products/:barcode',
    summary: 'Look a product up by barcode',
    description: 'Bundled products first, then Open Food Facts when enabled; the answer carries the ingredient analysis for the signed-in person.',
    request: { params: productParamsSchema },
    responses: { 200: { description: 'The product and its analysis.', schema: productLookupResponseSchema, name: 'ProductLookup' } },
    errors: planErrors([400, 404, 429, 500]),
  },
];
