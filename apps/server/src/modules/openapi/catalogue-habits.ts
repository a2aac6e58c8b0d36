/** The habit tracker's routes' contracts (modules/habits). */
import {
  checkinBodySchema,
  checkinParamsSchema,
  habitBodySchema,
  habitListSchema,
  habitOrderSchema,
  habitParamsSchema,
  habitPatchSchema,
  habitsQuerySchema,
  habitViewSchema,
  pauseBodySchema,
  resumeBodySchema,
} from '@thrivewell/core/contracts/habits-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const habits = { tag: 'Habits', auth: 'session' } as const;
const habitView = { description: 'The habit with its streaks and recent days.', schema: habitViewSchema, name: 'HabitView' };
const habitList = { description: 'The habits in order, with streaks and recent days.', schema: habitListSchema, name: 'HabitList' };
const query = habitsQuerySchema.pick({ today: true });
const changeErrors = signedInErrors([...writeErrors, 404]);

export const habitContracts: RouteContract[] = [
  { ...habits, method: 'GET', path: '/api/habits', summary: 'List habits', description: '`today` is the person’s local day (streaks are counted up to it).', request: { query: habitsQuerySchema }, responses: { 200: habitList }, errors: signedInErrors(readErrors) },
  { ...habits, method: 'POST', path: '/api/habits', summary: 'Create a habit', request: { body: habitBodySchema, bodyName: 'HabitBody', bodyRequired: true }, responses: { 201: habitView }, errors: signedInErrors(writeErrors) },
  { ...habits, method: 'PUT', path: '/api/habits/order', summary: 'Reorder habits', request: { query, body: habitOrderSchema, bodyName: 'HabitOrder', bodyRequired: true }, responses: { 200: habitList }, errors: changeErrors },
  { ...habits, method: 'PATCH', path: '/api/habits/:id', summary: 'Change, archive or restore a habit', request: { params: habitParamsSchema, query, body: habitPatchSchema, bodyName: 'HabitPatch', bodyRequired: true }, responses: { 200: habitView }, errors: changeErrors },
  {
    ...habits,
    method: 'POST',
    path: '/api/habits/:id/checkins',
    summary: 'Check in (done or skipped) for a day',
    description: 'One per habit and day; repeating it answers the same. For a measurable habit `value` adds to the day and `total` sets it.',
    request: { params: habitParamsSchema, query, body: checkinBodySchema, bodyName: 'CheckinBody', bodyRequired: true },
    responses: { 200: habitView },
    errors: changeErrors,
  },
  { ...habits, method: 'DELETE', path: '/api/habits/:id/checkins/:localDate', summary: 'Undo a day’s check-in', request: { params: checkinParamsSchema, query }, responses: { 200: habitView }, errors: changeErrors },
  { ...habits, method: 'POST', path: '/api/habits/:id/pause', summary: 'Pause a habit (the streak is frozen)', request: { params: habitParamsSchema, query, body: pauseBodySchema, bodyName: 'PauseBody', bodyRequired: true }, responses: { 200: habitView }, errors: changeErrors },
  { ...habits, method: 'POST', path: '/api/habits/:id/resume', summary: 'Resume a paused habit', request: { params: habitParamsSchema, query, body: resumeBodySchema, bodyName: 'ResumeBody', bodyRequired: true }, responses: { 200: habitView }, errors: changeErrors },
];
