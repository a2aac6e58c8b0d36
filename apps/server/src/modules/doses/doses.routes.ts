import type { FastifyInstance } from 'fastify';
import {
  adherenceQuerySchema,
  doseDayParamsSchema,
  doseEventBodySchema,
  doseScheduleBodySchema,
  doseScheduleParamsSchema,
  doseTimeZoneQuerySchema,
  refillBodySchema,
} from '@thrivewell/core/contracts/doses-contract';
import { parseRequest } from '../../errors';
import { requireUser } from '../auth/session';
import type { DosesService } from './doses.service';

/**
 * Medication doses (W2-D): schedules (one per active cabinet entry), the doses of a day, marks,
 * refills and adherence. Free for every signed-in person; the time zone query names the zone a
 * new schedule is made in (the device's).
 */
export async function dosesRoutes(app: FastifyInstance, opts: { doses: DosesService }) {
  const { doses } = opts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/doses/schedules', async (request) => {
    const user = await requireUser(request);
    const { timeZone } = parseRequest(doseTimeZoneQuerySchema, request.query);
    return { schedules: await doses.schedules(user.id, timeZone) };
  });

  app.put('/api/doses/schedules/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(doseScheduleParamsSchema, request.params);
    const body = parseRequest(doseScheduleBodySchema, request.body);
    return doses.updateSchedule(user.id, id, body);
  });

  app.post('/api/doses/schedules/:id/refill', async (request) => {
    const user = await requireUser(request);
    const { id } = parseRequest(doseScheduleParamsSchema, request.params);
    const { quantity } = parseRequest(refillBodySchema, request.body);
    return doses.refill(user.id, id, quantity);
  });

  app.get('/api/doses/day/:date', async (request) => {
    const user = await requireUser(request);
    const { date } = parseRequest(doseDayParamsSchema, request.params);
    const { timeZone } = parseRequest(doseTimeZoneQuerySchema, request.query);
    return doses.day(user.id, date, timeZone);
  });

  app.post('/api/doses/events', async (request) => {
    const user = await requireUser(request);
    const body = parseRequest(doseEventBodySchema, request.body);
    return doses.mark(user.id, body);
  });

  app.get('/api/doses/adherence', async (request) => {
    const user = await requireUser(request);
    const { days, to, timeZone } = parseRequest(adherenceQuerySchema, request.query);
    return doses.recentAdherence(user.id, days, to, timeZone);
  });
}
