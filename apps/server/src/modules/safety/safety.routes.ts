import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emptyCheckMessage, ingredientsBodySchema, safetyCheckBodySchema } from '@thrivewell/core/contracts/safety-contract';
import type { SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { gateCheck, planAccessOf } from '@thrivewell/knowledge/plan-gating';
import { runSafetyCheck, type NamedInput } from '@thrivewell/knowledge/safety-check';
import type { Database } from '../../db/client';
import { AppError, parseRequest } from '../../errors';
import { getSessionUser, requireUser } from '../auth/session';
import { requireFeature } from '../billing/require-feature';
import type { SubscriptionService } from '../billing/subscription.service';
import type { CabinetService } from '../cabinet/cabinet.service';
import { checkAnswerJson } from './check-answer';
import type { CheckAnswerCache } from './check-answer-cache';
import { analyzeForPerson } from './personal-ingredients.service';

/**
 * The safety API (issue 4):
 * - POST /api/safety/check {items, includeCabinet}: open to everyone for drug–drug pairs and every
 *   major or contraindicated finding; moderate/minor supplement/food pairs and timing follow the
 *   plan (withheld ones are counted in `gated`). A signed-in person's cabinet is included unless
 *   includeCabinet is false; answers without it are kept (check-answer-cache.ts, ADR 0015).
 * - POST /api/safety/ingredients: ingredient analysis (ingredient_safety, Wellness Pro), against
 *   the person's profile and cabinet automatically.
 * (The medicine cabinet's own routes, /api/safety/cabinet, are in modules/cabinet.)
 */
export async function safetyRoutes(
  app: FastifyInstance,
  opts: { db: Database; cabinet: CabinetService; subscriptions: Pick<SubscriptionService, 'statusFor'>; checkAnswerCache: CheckAnswerCache },
) {
  const { db, cabinet, subscriptions, checkAnswerCache } = opts;

  async function statusOf(request: FastifyRequest): Promise<{ userId: string | null; status: SubscriptionStatus | null }> {
    const user = await getSessionUser(request);
    if (!user) return { userId: null, status: null };
    return { userId: user.id, status: await subscriptions.statusFor(user.id) };
  }

  app.post('/api/safety/check', async (request, reply) => {
    const body = parseRequest(safetyCheckBodySchema, request.body);
    const { userId, status } = await statusOf(request);
    const inputs: NamedInput[] = body.items.map((input) => ({ input, origin: 'request' }));
    // A signed-in person's cabinet is part of the check unless they turn it off.
    const includeCabinet = body.includeCabinet ?? userId !== null;
    if (includeCabinet) {
      if (!userId) throw new AppError('UNAUTHORIZED', 'Sign in to include your saved medicine cabinet.', 401, 'includeCabinet');
      inputs.push(...(await cabinet.activeCheckInputs(userId)));
    }
    if (inputs.length === 0) throw new AppError('VALIDATION_ERROR', emptyCheckMessage, 400, 'items');
    const access = planAccessOf(status);
    // Without the cabinet the answer depends only on the list and the plan: the same bytes again.
    const kept = includeCabinet ? undefined : checkAnswerCache.get(body.items, access);
    if (kept) return reply.type('application/json; charset=utf-8').send(kept);
    // Each cited source once (core's safetyCheckResponseSchema), written straight to bytes.
    const answer = checkAnswerJson(gateCheck(runSafetyCheck(inputs, { timing: access.foodDrugTiming }), access));
    if (!includeCabinet) checkAnswerCache.offer(body.items, access, answer);
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  app.post('/api/safety/ingredients', { preHandler: requireFeature(subscriptions, 'ingredient_safety') }, async (request) => {
    const body = parseRequest(ingredientsBodySchema, request.body);
    const user = await requireUser(request);
    return analyzeForPerson(db, cabinet, user.id, body.ingredients, body);
  });
}
