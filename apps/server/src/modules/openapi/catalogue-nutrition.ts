/** The food diary's routes' contracts (modules/nutrition). */
import { z } from 'zod';
import {
  barcodeParamsSchema,
  barcodeResponseSchema,
  dayParamsSchema,
  dayResponseSchema,
  favouriteBodySchema,
  favouriteParamsSchema,
  foodDetailSchema,
  foodParamsSchema,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  logEntryBodySchema,
  logEntryParamsSchema,
  logEntryPatchSchema,
  logEntrySchema,
  progressQuerySchema,
  progressResponseSchema,
  quickFoodsResponseSchema,
  settingsBodySchema,
  settingsResponseSchema,
} from '@thrivewell/core/contracts/nutrition-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const foods = { tag: 'Nutrition', auth: 'session' } as const;
const entry = { description: 'The entry with its nutrients for the portion.', schema: logEntrySchema, name: 'FoodLogEntry' };
const quick = { description: 'Foods to log again in one tap, with the last portion.', schema: quickFoodsResponseSchema, name: 'QuickFoods' };
const settings = { description: 'The custom meal slots and every slot in order.', schema: settingsResponseSchema, name: 'NutritionSettings' };
const changeErrors = signedInErrors([...writeErrors, 404]);

export const nutritionContracts: RouteContract[] = [
  { ...foods, method: 'GET', path: '/api/foods/search', summary: 'Search foods', description: 'USDA SR24 foods, every word of `q` starting a word of the name; each hit with its source tier, kcal per 100 g and household measures.', request: { query: foodSearchQuerySchema }, responses: { 200: { description: 'Foods, best first.', schema: foodSearchResponseSchema, name: 'FoodSearch' } }, errors: signedInErrors(readErrors) },
  { ...foods, method: 'GET', path: '/api/foods/barcode/:code', summary: 'A product label by barcode', description: 'A "label" food (Open Food Facts, ODbL, attributed) to log; 404 FOOD_NOT_FOUND when no label with nutrition is known.', request: { params: barcodeParamsSchema }, responses: { 200: { description: 'The label food.', schema: barcodeResponseSchema, name: 'BarcodeFood' } }, errors: signedInErrors([...readErrors, 404]) },
  { ...foods, method: 'GET', path: '/api/foods/:id', summary: 'A food per 100 g', request: { params: foodParamsSchema }, responses: { 200: { description: 'Nutrients per 100 g, measures, source and attribution.', schema: foodDetailSchema, name: 'FoodDetail' } }, errors: signedInErrors([...readErrors, 404]) },
  { ...foods, method: 'GET', path: '/api/nutrition/day/:date', summary: "A day's food log", description: 'Entries by meal slot, totals ("at least" where a food did not report a nutrient) and the DRI targets of the profile with %.', request: { params: dayParamsSchema }, responses: { 200: { description: 'The day.', schema: dayResponseSchema, name: 'NutritionDay' } }, errors: signedInErrors(readErrors) },
  { ...foods, method: 'GET', path: '/api/nutrition/progress', summary: 'Intake against targets over a period', description: 'Per-day totals and % of target, averages over logged days, and notes on how the foods line up with the diet type, restrictions, goals and allergies of the profile (at most 92 days).', request: { query: progressQuerySchema as unknown as z.ZodObject }, responses: { 200: { description: 'The period.', schema: progressResponseSchema, name: 'NutritionProgress' } }, errors: signedInErrors(readErrors) },
  { ...foods, method: 'POST', path: '/api/nutrition/log', summary: 'Log a food', description: 'A portion of `amount` × `unit` (g, oz or one of the food’s measures), more than 0 g and at most 5,000 g.', request: { body: logEntryBodySchema, bodyName: 'FoodLogEntryBody', bodyRequired: true }, responses: { 201: entry }, errors: signedInErrors(writeErrors) },
  { ...foods, method: 'PATCH', path: '/api/nutrition/log/:id', summary: 'Change a logged food', request: { params: logEntryParamsSchema, body: logEntryPatchSchema, bodyName: 'FoodLogEntryPatch', bodyRequired: true }, responses: { 200: entry }, errors: changeErrors },
  { ...foods, method: 'DELETE', path: '/api/nutrition/log/:id', summary: 'Delete a logged food', request: { params: logEntryParamsSchema }, responses: { 200: { description: 'Deleted.', schema: z.object({ deleted: z.literal(true) }), name: 'FoodLogDeleted' } }, errors: changeErrors },
  { ...foods, method: 'GET', path: '/api/nutrition/recent', summary: 'Recently logged foods', responses: { 200: quick }, errors: signedInErrors(readErrors) },
  { ...foods, method: 'GET', path: '/api/nutrition/favourites', summary: 'Favourite foods', responses: { 200: quick }, errors: signedInErrors(readErrors) },
  { ...foods, method: 'POST', path: '/api/nutrition/favourites', summary: 'Add or change a favourite food', request: { body: favouriteBodySchema, bodyName: 'FavouriteFoodBody', bodyRequired: true }, responses: { 200: quick }, errors: signedInErrors(writeErrors) },
  { ...foods, method: 'DELETE', path: '/api/nutrition/favourites/:foodId', summary: 'Remove a favourite food', request: { params: favouriteParamsSchema }, responses: { 200: quick }, errors: signedInErrors(writeErrors) },
  { ...foods, method: 'GET', path: '/api/nutrition/settings', summary: 'Meal slots', responses: { 200: settings }, errors: signedInErrors(readErrors) },
  { ...foods, method: 'PUT', path: '/api/nutrition/settings', summary: 'Save custom meal slots', request: { body: settingsBodySchema, bodyName: 'NutritionSettingsBody', bodyRequired: true }, responses: { 200: settings }, errors: signedInErrors(writeErrors) },
];
