import type { FastifyInstance } from 'fastify';
import {
  fromProfileBodySchema,
  goalBodySchema,
  goalParamsSchema,
  goalPatchSchema,
  measurementBodySchema,
  measurementParamsSchema,
  measurementsQuerySchema,
} from '@thrivewell/core/contracts/goals-contract';
import { habitsQuerySchema } from '@thrivewell/core/contracts/habits-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { AchievementsService } from './achievements.service';
import type { GoalsService } from './goals.service';

/** Goals, readings and achievements (W2-D, every plan). */
export async function goalRoutes(app: FastifyInstance, opts: { goals: GoalsService; achievements: AchievementsService }) {
  const { goals, achievements } = opts;

  app.get('/api/goals', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return goals.list(user.id);
  });

  app.post('/api/goals', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(goalBodySchema, request.body);
    reply.status(201);
    return goals.create(user.id, body);
  });

  app.post('/api/goals/from-profile', async (request, reply) => {
    const user = await requireUser(request);
    const { keys } = parseRequest(fromProfileBodySchema, request.body);
    reply.status(201);
    return goals.createFromProfile(user.id, keys);
  });

  app.patch('/api/goals/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(goalParamsSchema, request.params);
    return goals.update(user.id, id, parseRequest(goalPatchSchema, request.body));
  });

  app.get('/api/measurements', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return { measurements: await goals.listMeasurements(user.id, parseRequest(measurementsQuerySchema, request.query)) };
  });

  app.post('/api/measurements', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(measurementBodySchema, request.body);
    reply.status(201);
    return { saved: await goals.addMeasurement(user.id, body) };
  });

  app.delete('/api/measurements/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseRequest(measurementParamsSchema, request.params);
    await goals.deleteMeasurement(user.id, id);
    return reply.status(204).send();
  });

  app.get('/api/achievements', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return achievements.list(user.id, parseRequest(habitsQuerySchema.pick({ today: true }), request.query).today);
  });
}
