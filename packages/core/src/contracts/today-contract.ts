/**
 * GET /api/today (W2-D): what the home dashboard's "Today" card shows — the person's local day,
 * whether mood and the daily log are in, the habits still due and today's medicine doses.
 */
import { z } from 'zod';
import { scheduledDoseSchema } from './doses-contract';

export const todayHabitSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['check', 'measurable']),
  target: z.number().nullable(),
  unit: z.string().nullable(),
  todayValue: z.number(),
});
export type TodayHabit = z.infer<typeof todayHabitSchema>;

export const todaySchema = z.object({
  date: z.string().describe('The person’s local day (YYYY-MM-DD) in their tracking time zone.'),
  moodEntries: z.number().describe('Mood entries logged today.'),
  dailyLogSaved: z.boolean(),
  symptomEntries: z.number(),
  habitsDue: z.array(todayHabitSchema).describe('Habits scheduled today and not yet done, skipped or paused.'),
  habitsDone: z.number(),
  doses: z.array(scheduledDoseSchema).describe('Today’s scheduled doses with their status (as-needed medicines are not listed).'),
});
export type Today = z.infer<typeof todaySchema>;
