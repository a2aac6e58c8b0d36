/** The medication doses routes' contracts (modules/doses). */
import {
  adherenceQuerySchema,
  adherenceResponseSchema,
  doseDayParamsSchema,
  doseDaySchema,
  doseEventBodySchema,
  doseEventResultSchema,
  doseScheduleBodySchema,
  doseScheduleParamsSchema,
  doseScheduleSchema,
  doseSchedulesResponseSchema,
  doseTimeZoneQuerySchema,
  refillBodySchema,
} from '@thrivewell/core/contracts/doses-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const doses = { tag: 'Doses', auth: 'session' } as const;
const schedule = { description: 'The schedule with its supply and missed-dose guidance.', schema: doseScheduleSchema, name: 'DoseSchedule' };

export const dosesContracts: RouteContract[] = [
  {
    ...doses,
    method: 'GET',
    path: '/api/doses/schedules',
    summary: 'Dose schedules, one per active cabinet entry',
    description: 'A schedule missing for an entry is made from its frequency text, in the time zone given (UTC by default).',
    request: { query: doseTimeZoneQuerySchema },
    responses: { 200: { description: 'The schedules.', schema: doseSchedulesResponseSchema, name: 'DoseSchedules' } },
    errors: signedInErrors(readErrors),
  },
  {
    ...doses,
    method: 'PUT',
    path: '/api/doses/schedules/:id',
    summary: 'Change a dose schedule (times, weekdays, supply)',
    request: { params: doseScheduleParamsSchema, body: doseScheduleBodySchema, bodyName: 'DoseScheduleBody', bodyRequired: true },
    responses: { 200: schedule },
    errors: signedInErrors([...writeErrors, 404]),
  },
  {
    ...doses,
    method: 'POST',
    path: '/api/doses/schedules/:id/refill',
    summary: 'Record a refill (sets the quantity on hand)',
    request: { params: doseScheduleParamsSchema, body: refillBodySchema, bodyName: 'RefillBody', bodyRequired: true },
    responses: { 200: schedule },
    errors: signedInErrors([...writeErrors, 404]),
  },
  {
    ...doses,
    method: 'GET',
    path: '/api/doses/day/:date',
    summary: 'The doses of a local day and their status',
    description: 'due, taken, late (taken more than 2 hours after its time), skipped, or missed (not marked by the end of its window: the next dose, between 2 and 12 hours).',
    request: { params: doseDayParamsSchema, query: doseTimeZoneQuerySchema },
    responses: { 200: { description: 'The day.', schema: doseDaySchema, name: 'DoseDay' } },
    errors: signedInErrors(readErrors),
  },
  {
    ...doses,
    method: 'POST',
    path: '/api/doses/events',
    summary: 'Mark a dose taken or skipped, or log an as-needed dose',
    description: 'Once per schedule and scheduled time: a repeat changes the mark. A taken dose uses units from the quantity on hand.',
    request: { body: doseEventBodySchema, bodyName: 'DoseEventBody', bodyRequired: true },
    responses: { 200: { description: 'The dose and the supply after it.', schema: doseEventResultSchema, name: 'DoseEventResult' } },
    errors: signedInErrors([...writeErrors, 404]),
  },
  {
    ...doses,
    method: 'GET',
    path: '/api/doses/adherence',
    summary: 'Adherence per medicine over 7, 30 or 90 days',
    request: { query: adherenceQuerySchema },
    responses: { 200: { description: 'Per medicine and per day.', schema: adherenceResponseSchema, name: 'DoseAdherence' } },
    errors: signedInErrors(readErrors),
  },
];
