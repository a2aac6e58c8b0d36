import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cabinetItemBodySchema, cabinetItemPatchSchema, emptyCheckMessage, ingredientsBodySchema, safetyCheckBodySchema } from '@thrivewell/core/contracts/safety-contract';
import type { SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { runSafetyCheck, type NamedInput } from '@thrivewell/knowledge/safety-check';
import type { Database } from '../../db/client';
import { AppError, parseRequest } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { getSessionUser, requireUser } from '../auth/session';
import { requireFeature } from '../billing/require-feature';
import { activeCabinetInputs, addCabinetItem, cabinetView, removeCabinetItem, updateCabinetItem } from './cabinet.service';
import { analyzeForPerson } from './personal-ingredients';
import { canUse, gateCheck } from './safety-gating';

const idParams = z.object({ id: z.uuid('That cabinet entry was not found.') });

/**
 * The safety API (issue 4):
 * - POST /api/safety/check {items, includeCabinet}: open to everyone for drug–drug pairs and every
 *   major or contraindicated finding; moderate/minor supplement/food pairs and timing follow the
 *   plan (withheld ones are counted in `gated`). A signed-in person's cabinet is included unless
 *   includeCabinet is false.
 * - POST /api/safety/ingredients: ingredient analysis (ingredient_safety, Wellness Pro), against
 *   the person's profile and cabinet automatically.
 * - /api/safety/cabinet: the signed-in user's medicine cabinet; every change answers with the
 *   re-checked cabinet.
 */
export async function safetyRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  async function statusOf(request: FastifyRequest): Promise<{ userId: string | null; status: SubscriptionStatus | null }> {
    const user = await getSessionUser(request);
    if (!user) return { userId: null, status: null };
    return { userId: user.id, status: await app.subscriptions.statusFor(user.id) };
  }

  app.post('/api/safety/check', async (request) => {
    const body = parseRequest(safetyCheckBodySchema, request.body);
    const { userId, status } = await statusOf(request);
    const inputs: NamedInput[] = body.items.map((input) => ({ input, origin: 'request' }));
    // A signed-in person's cabinet is part of the check unless they turn it off.
    const includeCabinet = body.includeCabinet ?? userId !== null;
    if (includeCabinet) {
      if (!userId) throw new AppError('UNAUTHORIZED', 'Sign in to include your saved medicine cabinet.', 401, 'includeCabinet');
      inputs.push(...(await activeCabinetInputs(db, userId)));
    }
    if (inputs.length === 0) throw new AppError('VALIDATION_ERROR', emptyCheckMessage, 400, 'items');
    return gateCheck(runSafetyCheck(inputs, { timing: canUse(status, 'food_drug_timing') }), status);
  });

  app.post('/api/safety/ingredients', { preHandler: requireFeature('ingredient_safety') }, async (request) => {
    const body = parseRequest(ingredientsBodySchema, request.body);
    const user = await requireUser(request);
    return analyzeForPerson(db, user.id, body.ingredients, body);
  });

  app.get('/api/safety/cabinet', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return cabinetView(db, user.id, await app.subscriptions.statusFor(user.id));
  });

  app.post('/api/safety/cabinet', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(cabinetItemBodySchema, request.body);
    const id = await addCabinetItem(db, user.id, body);
    await writeAudit(db, { userId: user.id, action: 'medication_added', resourceType: 'medications', resourceId: id, phiAccessed: true, ipAddress: request.ip }, request.log);
    reply.status(201);
    return { id, ...(await cabinetView(db, user.id, await app.subscriptions.statusFor(user.id))) };
  });

  app.patch('/api/safety/cabinet/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(idParams, request.params);
    const patch = parseRequest(cabinetItemPatchSchema, request.body);
    await updateCabinetItem(db, user.id, id, patch);
    await writeAudit(db, { userId: user.id, action: 'medication_updated', resourceType: 'medications', resourceId: id, phiAccessed: true, ipAddress: request.ip }, request.log);
    return cabinetView(db, user.id, await app.subscriptions.statusFor(user.id));
  });

  app.delete('/api/safety/cabinet/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(idParams, request.params);
    await removeCabinetItem(db, user.id, id);
    await writeAudit(db, { userId: user.id, action: 'medication_removed', resourceType: 'medications', resourceId: id, phiAccessed: true, ipAddress: request.ip }, request.log);
    return cabinetView(db, user.id, await app.subscriptions.statusFor(user.id));
  });
}
