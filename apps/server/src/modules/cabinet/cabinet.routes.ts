import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cabinetItemParamsSchema } from '@thrivewell/core/contracts/cabinet';
import { cabinetItemBodySchema, cabinetItemPatchSchema } from '@thrivewell/core/contracts/safety-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { SubscriptionService } from '../billing/subscription.service';
import type { CabinetService, ChangeContext } from './cabinet.service';

const changeContext = (request: FastifyRequest): ChangeContext => ({ ipAddress: request.ip, log: request.log });

/**
 * The medicine cabinet API (issue 4): the signed-in user's entries; every change answers with
 * the re-checked cabinet (GET, POST /api/safety/cabinet; PATCH, DELETE /api/safety/cabinet/:id).
 */
export async function cabinetRoutes(app: FastifyInstance, opts: { cabinet: CabinetService; subscriptions: Pick<SubscriptionService, 'statusFor'> }) {
  const { cabinet, subscriptions } = opts;
  const viewFor = async (userId: string) => cabinet.view(userId, await subscriptions.statusFor(userId));

  app.get('/api/safety/cabinet', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return viewFor(user.id);
  });

  app.post('/api/safety/cabinet', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(cabinetItemBodySchema, request.body);
    const id = await cabinet.add(user.id, body, changeContext(request));
    reply.status(201);
    return { id, ...(await viewFor(user.id)) };
  });

  app.patch('/api/safety/cabinet/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(cabinetItemParamsSchema, request.params);
    const patch = parseRequest(cabinetItemPatchSchema, request.body);
    await cabinet.update(user.id, id, patch, changeContext(request));
    return viewFor(user.id);
  });

  app.delete('/api/safety/cabinet/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(cabinetItemParamsSchema, request.params);
    await cabinet.remove(user.id, id, changeContext(request));
    return viewFor(user.id);
  });
}
