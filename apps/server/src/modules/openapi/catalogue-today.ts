/** The home dashboard's "Today" route's contract (modules/today). */
import { todaySchema } from '@thrivewell/core/contracts/today-contract';
import { readErrors, signedInErrors, type RouteContract } from './route-catalogue';

export const todayContracts: RouteContract[] = [
  {
    tag: 'Today',
    auth: 'session',
    method: 'GET',
    path: '/api/today',
    summary: 'What is logged today and what is still due',
    description: 'The person’s local day in their tracking time zone: mood and daily-log status, habits still due and today’s medicine doses.',
    responses: { 200: { description: 'Today at a glance.', schema: todaySchema, name: 'Today' } },
    errors: signedInErrors(readErrors),
  },
];
