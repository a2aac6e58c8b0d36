/** Meal planning's routes' contracts (modules/meal-plans). */
import { createMealPlanBodySchema, lockMealBodySchema, mealPlanResponseSchema, shoppingListResponseSchema, swapMealBodySchema } from '@thrivewell/core/contracts/meal-plans-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const mealPlans = { tag: 'Meal plans', auth: 'session' } as const;
const planView = { description: 'The current plan: days of meals with their ingredients (food ids, grams) and nutrients, warnings with their knowledge-base rule and sources, and the shopping list by aisle.', schema: mealPlanResponseSchema, name: 'MealPlan' };
const changeErrors = signedInErrors([...writeErrors, 404, 409]);

export const mealPlanContracts: RouteContract[] = [
  {
    ...mealPlans,
    method: 'POST',
    path: '/api/meal-plans',
    summary: 'Make a new meal plan (1 day free, up to 7 on Wellness Pro)',
    description: 'Respects the profile’s diet type, restrictions, allergies, dislikes and the cabinet’s medicines on every plan; Wellness Pro adds 7 days, nutrient targets and steady vitamin K. More than 1 day on the free plan is 403 UPGRADE_REQUIRED. Locked meals of the current plan are kept.',
    request: { body: createMealPlanBodySchema, bodyName: 'CreateMealPlanBody', bodyRequired: true },
    responses: { 201: planView },
    errors: signedInErrors(writeErrors),
  },
  { ...mealPlans, method: 'GET', path: '/api/meal-plans/current', summary: 'The current meal plan', responses: { 200: planView }, errors: signedInErrors([...readErrors, 404]) },
  { ...mealPlans, method: 'POST', path: '/api/meal-plans/current/swap', summary: 'Swap one meal for another that fits every rule', request: { body: swapMealBodySchema, bodyName: 'SwapMealBody', bodyRequired: true }, responses: { 200: planView }, errors: changeErrors },
  { ...mealPlans, method: 'POST', path: '/api/meal-plans/current/lock', summary: 'Lock or unlock a meal (kept when the plan is made again)', request: { body: lockMealBodySchema, bodyName: 'LockMealBody', bodyRequired: true }, responses: { 200: planView }, errors: changeErrors },
  {
    ...mealPlans,
    method: 'GET',
    path: '/api/meal-plans/current/shopping-list',
    summary: 'The current plan’s shopping list by aisle',
    responses: { 200: { description: 'Grams summed per food, grouped by aisle, with household amounts.', schema: shoppingListResponseSchema, name: 'ShoppingList' } },
    errors: signedInErrors([...readErrors, 404]),
  },
];
