/** The goals, readings and achievements routes' contracts (modules/goals). */
import {
  achievementListSchema,
  fromProfileBodySchema,
  goalBodySchema,
  goalListSchema,
  goalParamsSchema,
  goalPatchSchema,
  goalViewSchema,
  measurementBodySchema,
  measurementListSchema,
  measurementParamsSchema,
  measurementSavedSchema,
  measurementsQuerySchema,
} from '@thrivewell/core/contracts/goals-contract';
import { habitsQuerySchema } from '@thrivewell/core/contracts/habits-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const goals = { tag: 'Goals', auth: 'session' } as const;
const goalView = { description: 'The goal with its progress.', schema: goalViewSchema, name: 'GoalView' };
const goalList = { description: 'Tracked goals and the profile targets not tracked yet.', schema: goalListSchema, name: 'GoalList' };

export const goalContracts: RouteContract[] = [
  { ...goals, method: 'GET', path: '/api/goals', summary: 'List goals and profile suggestions', responses: { 200: goalList }, errors: signedInErrors(readErrors) },
  { ...goals, method: 'POST', path: '/api/goals', summary: 'Create a goal', request: { body: goalBodySchema, bodyName: 'GoalBody', bodyRequired: true }, responses: { 201: goalView }, errors: signedInErrors(writeErrors) },
  { ...goals, method: 'POST', path: '/api/goals/from-profile', summary: 'Track targets from the health profile', request: { body: fromProfileBodySchema, bodyName: 'FromProfileBody', bodyRequired: true }, responses: { 201: goalList }, errors: signedInErrors(writeErrors) },
  { ...goals, method: 'PATCH', path: '/api/goals/:id', summary: 'Change, archive or mark a goal reached', request: { params: goalParamsSchema, body: goalPatchSchema, bodyName: 'GoalPatch', bodyRequired: true }, responses: { 200: goalView }, errors: signedInErrors([...writeErrors, 404]) },
  { ...goals, method: 'GET', path: '/api/measurements', summary: 'List readings', request: { query: measurementsQuerySchema }, responses: { 200: { description: 'Readings, oldest first.', schema: measurementListSchema, name: 'MeasurementList' } }, errors: signedInErrors(readErrors) },
  {
    ...goals,
    method: 'POST',
    path: '/api/measurements',
    summary: 'Log a reading',
    description: 'Weight, steps, activity minutes, sleep hours, or blood pressure (saved as two readings). A repeated clientId answers the first save.',
    request: { body: measurementBodySchema, bodyName: 'MeasurementBody', bodyRequired: true },
    responses: { 201: { description: 'The saved readings.', schema: measurementSavedSchema, name: 'MeasurementSaved' } },
    errors: signedInErrors(writeErrors),
  },
  { ...goals, method: 'DELETE', path: '/api/measurements/:id', summary: 'Delete a reading', request: { params: measurementParamsSchema }, responses: { 204: { description: 'Deleted.' } }, errors: signedInErrors([...writeErrors, 404]) },
  { ...goals, method: 'GET', path: '/api/achievements', summary: 'Earned milestones and the next ones', request: { query: habitsQuerySchema.pick({ today: true }) }, responses: { 200: { description: 'Earned (newest first) and next milestones.', schema: achievementListSchema, name: 'AchievementList' } }, errors: signedInErrors(readErrors) },
];
