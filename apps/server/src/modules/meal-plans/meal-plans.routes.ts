import type { FastifyInstance } from 'fastify';
import { createMealPlanBodySchema, lockMealBodySchema, swapMealBodySchema } from '@thrivewell/core/contracts/meal-plans-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import { requireFeature } from '../billing/require-feature';
import type { SubscriptionService } from '../billing/subscription.service';
import type { MealPlansService } from './meal-plans.service';

/**
 * Meal planning (W2-E): every route needs meal_planner_lite (every plan has it); the service
 * decides what Wellness Pro adds (advanced_meal_planning: 7 days, nutrient targets). Answers are
 * built from the person's health data, so never cached.
 */
export async function mealPlanRoutes(app: FastifyInstance, opts: { mealPlans: MealPlansService; subscriptions: Pick<SubscriptionService, 'statusFor'> }) {
  const { mealPlans, subscriptions } = opts;
  const lite = { preHandler: requireFeature(subscriptions, 'meal_planner_lite') };

  app.post('/api/meal-plans', lite, async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(createMealPlanBodySchema, request.body ?? {});
    reply.header('cache-control', 'no-store');
    reply.status(201);
    return mealPlans.generate(user.id, body);
  });

  app.get('/api/meal-plans/current', lite, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return mealPlans.current(user.id);
  });

  app.post('/api/meal-plans/current/swap', lite, async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(swapMealBodySchema, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return mealPlans.swap(user.id, body);
  });

  app.post('/api/meal-plans/current/lock', lite, async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(lockMealBodySchema, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return mealPlans.lock(user.id, body);
  });

  app.get('/api/meal-plans/current/shopping-list', lite, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return mealPlans.shoppingList(user.id);
  });
}
