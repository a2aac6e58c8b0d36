import type { FastifyInstance } from 'fastify';
import {
  checkinBodySchema,
  checkinParamsSchema,
  habitBodySchema,
  habitOrderSchema,
  habitParamsSchema,
  habitPatchSchema,
  habitsQuerySchema,
  pauseBodySchema,
  resumeBodySchema,
} from '@thrivewell/core/contracts/habits-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { HabitsService } from './habits.service';

/**
 * The habit tracker API (W2-D, free on every plan). Every answer carries streaks computed for
 * `?today=` (the person's local day; the server's UTC day when absent).
 */
export async function habitRoutes(app: FastifyInstance, opts: { habits: HabitsService }) {
  const { habits } = opts;
  const todayOf = (query: unknown) => parseRequest(habitsQuerySchema, query).today;

  app.get('/api/habits', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return habits.list(user.id, parseRequest(habitsQuerySchema, request.query));
  });

  app.post('/api/habits', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(habitBodySchema, request.body);
    reply.status(201);
    return habits.create(user.id, body);
  });

  app.put('/api/habits/order', async (request) => {
    const user = await requireUser(request);
    const { ids } = parseRequest(habitOrderSchema, request.body);
    return habits.reorder(user.id, ids, todayOf(request.query));
  });

  app.patch('/api/habits/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(habitParamsSchema, request.params);
    return habits.update(user.id, id, parseRequest(habitPatchSchema, request.body), todayOf(request.query));
  });

  app.post('/api/habits/:id/checkins', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(habitParamsSchema, request.params);
    return habits.checkIn(user.id, id, parseRequest(checkinBodySchema, request.body), todayOf(request.query));
  });

  app.delete('/api/habits/:id/checkins/:localDate', async (request) => {
    const user = await requireUser(request);
    const { id, localDate } = parseRequest(checkinParamsSchema, request.params);
    return habits.undo(user.id, id, localDate, todayOf(request.query));
  });

  app.post('/api/habits/:id/pause', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(habitParamsSchema, request.params);
    return habits.pause(user.id, id, parseRequest(pauseBodySchema, request.body), todayOf(request.query));
  });

  app.post('/api/habits/:id/resume', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(habitParamsSchema, request.params);
    return habits.resume(user.id, id, parseRequest(resumeBodySchema, request.body).localDate, todayOf(request.query));
  });
}
