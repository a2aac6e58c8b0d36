import type { FastifyInstance } from 'fastify';
import {
  barcodeParamsSchema,
  dayParamsSchema,
  favouriteBodySchema,
  favouriteParamsSchema,
  foodParamsSchema,
  foodSearchQuerySchema,
  logEntryBodySchema,
  logEntryParamsSchema,
  logEntryPatchSchema,
  progressQuerySchema,
  settingsBodySchema,
} from '@thrivewell/core/contracts/nutrition-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { NutritionService } from './nutrition.service';

/**
 * The food diary API (W2-E, free on every plan): foods, barcodes, the day's log, recent and
 * favourite foods, custom meal slots and progress against the DRI targets.
 */
export async function nutritionRoutes(app: FastifyInstance, opts: { nutrition: NutritionService }) {
  const { nutrition } = opts;

  // What someone searches for is theirs (W2-A §7): answered no-store like every signed-in read.
  app.get('/api/foods/search', async (request) => {
    await requireUser(request);
    const { q, limit } = parseRequest(foodSearchQuerySchema, request.query);
    return nutrition.search(q, limit);
  });

  app.get('/api/foods/barcode/:code', async (request) => {
    const user = await requireUser(request);
    const { code } = parseRequest(barcodeParamsSchema, request.params);
    return nutrition.barcode(user.id, code);
  });

  app.get('/api/foods/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(foodParamsSchema, request.params);
    return nutrition.food(user.id, id);
  });

  app.get('/api/nutrition/day/:date', async (request, reply) => {
    const user = await requireUser(request);
    const { date } = parseRequest(dayParamsSchema, request.params);
    reply.header('cache-control', 'no-store');
    return nutrition.day(user.id, date);
  });

  app.get('/api/nutrition/progress', async (request, reply) => {
    const user = await requireUser(request);
    const { from, to } = parseRequest(progressQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return nutrition.progress(user.id, from, to);
  });

  app.post('/api/nutrition/log', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseRequest(logEntryBodySchema, request.body);
    reply.status(201);
    return nutrition.addEntry(user.id, body);
  });

  app.patch('/api/nutrition/log/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(logEntryParamsSchema, request.params);
    return nutrition.updateEntry(user.id, id, parseRequest(logEntryPatchSchema, request.body));
  });

  app.delete('/api/nutrition/log/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(logEntryParamsSchema, request.params);
    return nutrition.deleteEntry(user.id, id);
  });

  app.get('/api/nutrition/recent', async (request) => nutrition.recent((await requireUser(request)).id));
  app.get('/api/nutrition/favourites', async (request) => nutrition.favourites((await requireUser(request)).id));

  app.post('/api/nutrition/favourites', async (request) => {
    const user = await requireUser(request);
    return nutrition.addFavourite(user.id, parseRequest(favouriteBodySchema, request.body));
  });

  app.delete('/api/nutrition/favourites/:foodId', async (request) => {
    const user = await requireUser(request);
    const { foodId } = parseRequest(favouriteParamsSchema, request.params);
    return nutrition.removeFavourite(user.id, foodId);
  });

  app.get('/api/nutrition/settings', async (request) => nutrition.settings((await requireUser(request)).id));

  app.put('/api/nutrition/settings', async (request) => {
    const user = await requireUser(request);
    return nutrition.saveSettings(user.id, parseRequest(settingsBodySchema, request.body).customSlots);
  });
}
