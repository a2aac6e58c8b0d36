import type { FastifyInstance } from 'fastify';
import {
  dailyLogBodySchema,
  dayParamsSchema,
  entryParamsSchema,
  moodEntryBodySchema,
  moodEntryPatchSchema,
  rangeQuerySchema,
  symptomEntryBodySchema,
  symptomEntryPatchSchema,
  trackingSettingsSchema,
} from '@thrivewell/core/contracts/tracking-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { TrackingService } from './tracking.service';

/**
 * Daily tracking's API (W2-D; free on every plan): mood and symptom entries (list by `from`/`to`,
 * add, edit, delete), the daily log by day, one day's everything, and the time zone setting.
 * A repeated save with the same clientId answers 200 with the first entry instead of 201.
 */
export async function trackingRoutes(app: FastifyInstance, opts: { tracking: TrackingService }) {
  const { tracking } = opts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/tracking/settings', async (request) => tracking.settings((await requireUser(request)).id));
  app.put('/api/tracking/settings', async (request) => {
    const user = await requireUser(request);
    const { timeZone } = parseRequest(trackingSettingsSchema, request.body);
    return tracking.setTimeZone(user.id, timeZone);
  });

  app.get('/api/tracking/mood', async (request) => {
    const user = await requireUser(request);
    return tracking.listMood(user.id, parseRequest(rangeQuerySchema, request.query));
  });
  app.post('/api/tracking/mood', async (request, reply) => {
    const user = await requireUser(request);
    const saved = await tracking.addMood(user.id, parseRequest(moodEntryBodySchema, request.body));
    reply.status(saved.created ? 201 : 200);
    return saved.value;
  });
  app.patch('/api/tracking/mood/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(entryParamsSchema, request.params);
    return tracking.updateMood(user.id, id, parseRequest(moodEntryPatchSchema, request.body));
  });
  app.delete('/api/tracking/mood/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseRequest(entryParamsSchema, request.params);
    await tracking.removeMood(user.id, id);
    reply.status(204);
  });

  app.get('/api/tracking/symptoms', async (request) => {
    const user = await requireUser(request);
    return tracking.listSymptoms(user.id, parseRequest(rangeQuerySchema, request.query));
  });
  app.post('/api/tracking/symptoms', async (request, reply) => {
    const user = await requireUser(request);
    const saved = await tracking.addSymptom(user.id, parseRequest(symptomEntryBodySchema, request.body));
    reply.status(saved.created ? 201 : 200);
    return saved.value;
  });
  app.patch('/api/tracking/symptoms/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(entryParamsSchema, request.params);
    return tracking.updateSymptom(user.id, id, parseRequest(symptomEntryPatchSchema, request.body));
  });
  app.delete('/api/tracking/symptoms/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseRequest(entryParamsSchema, request.params);
    await tracking.removeSymptom(user.id, id);
    reply.status(204);
  });

  app.get('/api/tracking/day/:date', async (request) => {
    const user = await requireUser(request);
    const { date } = parseRequest(dayParamsSchema, request.params);
    return tracking.day(user.id, date);
  });
  app.put('/api/tracking/day/:date/log', async (request) => {
    const user = await requireUser(request);
    const { date } = parseRequest(dayParamsSchema, request.params);
    return tracking.saveDailyLog(user.id, date, parseRequest(dailyLogBodySchema, request.body));
  });
  app.delete('/api/tracking/day/:date/log', async (request, reply) => {
    const user = await requireUser(request);
    const { date } = parseRequest(dayParamsSchema, request.params);
    await tracking.removeDailyLog(user.id, date);
    reply.status(204);
  });
}
