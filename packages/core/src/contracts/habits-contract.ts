/**
 * The habit tracker's API (W2-D): habits with a schedule, one-tap check-ins, skips, pauses,
 * archive and order. Every read answers the habits with their streaks and recent days.
 */
import { z } from 'zod';
import { boundedText, localDateSchema } from './tracking-fields';

export const habitNameMax = 100;
export const habitUnitMax = 30;
export const habitTargetMax = 100_000;
/** The days of history each habit is answered with (a four-week grid plus today). */
export const habitHistoryDays = 28;

export const habitScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('daily') }),
    z.object({
      kind: z.literal('weekdays'),
      days: z
        .array(z.number().int().min(0, 'Days are 0 (Sunday) to 6 (Saturday).').max(6, 'Days are 0 (Sunday) to 6 (Saturday).'))
        .min(1, 'Choose at least one day.')
        .max(7)
        .transform((days) => [...new Set(days)].sort()),
    }),
    z.object({ kind: z.literal('times_per_week'), times: z.number({ error: 'Times a week must be a number.' }).int('Times a week must be a whole number.').min(1, 'Times a week must be 1 to 7.').max(7, 'Times a week must be 1 to 7.') }),
  ],
  { error: 'Schedule must be daily, chosen weekdays or a number of times a week.' },
);
export type HabitScheduleInput = z.infer<typeof habitScheduleSchema>;

const habitFields = {
  name: boundedText('Name', habitNameMax),
  kind: z.enum(['check', 'measurable'], { error: 'Kind must be check or measurable.' }).default('check'),
  target: z.number({ error: 'Target must be a number.' }).positive('Target must be more than 0.').max(habitTargetMax, `Target can be at most ${habitTargetMax.toLocaleString('en-US')}.`).nullish(),
  unit: z.string({ error: 'Unit must be text.' }).trim().max(habitUnitMax, `Unit can be at most ${habitUnitMax} characters.`).nullish().transform((v) => v || null),
  schedule: habitScheduleSchema.default({ kind: 'daily' }),
  skipBudget: z.number({ error: 'Skips a month must be a number.' }).int('Skips a month must be a whole number.').min(0, 'Skips a month must be 0 to 10.').max(10, 'Skips a month must be 0 to 10.'),
};

const needsTarget = (h: { kind?: string; target?: number | null }) => h.kind !== 'measurable' || (h.target ?? null) !== null;
const targetProblem = { message: 'A measurable habit needs a target.', path: ['target'] };

/** POST /api/habits. `startedOn` is the person's today (days before it never count). */
export const habitBodySchema = z.object({ ...habitFields, skipBudget: habitFields.skipBudget.default(2), startedOn: localDateSchema('Start day').optional() }).refine(needsTarget, targetProblem);
export type HabitBody = z.infer<typeof habitBodySchema>;

/** PATCH /api/habits/:id: any field, and archive or restore. */
export const habitPatchSchema = z
  .object({
    name: habitFields.name.optional(),
    target: z.number({ error: 'Target must be a number.' }).positive('Target must be more than 0.').max(habitTargetMax, 'Target is too large.').nullable().optional(),
    unit: z.string({ error: 'Unit must be text.' }).trim().max(habitUnitMax, `Unit can be at most ${habitUnitMax} characters.`).nullable().optional(),
    schedule: habitScheduleSchema.optional(),
    skipBudget: habitFields.skipBudget.optional(),
    archived: z.boolean({ error: 'Archived must be true or false.' }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change.');
export type HabitPatch = z.infer<typeof habitPatchSchema>;

export const habitParamsSchema = z.object({ id: z.uuid('That habit was not found.') });
export const checkinParamsSchema = habitParamsSchema.extend({ localDate: localDateSchema('Day') });

/** GET /api/habits: `today` is the person's local day (the server's UTC day by default). */
export const habitsQuerySchema = z.object({
  today: localDateSchema('Today').optional(),
  archived: z.enum(['true', 'false'], { error: 'Archived must be true or false.' }).optional(),
});

/**
 * POST /api/habits/:id/checkins, one tap: 'done' or 'skipped' for a day, the same answer when
 * repeated. For a measurable habit `value` is added to the day's amount (−1 undoes one glass)
 * and `total` sets it outright.
 */
export const checkinBodySchema = z
  .object({
    localDate: localDateSchema('Day'),
    status: z.enum(['done', 'skipped'], { error: 'Status must be done or skipped.' }).default('done'),
    value: z.number({ error: 'Value must be a number.' }).min(-habitTargetMax, 'Value is too small.').max(habitTargetMax, 'Value is too large.').optional(),
    total: z.number({ error: 'Total must be a number.' }).min(0, 'Total cannot be below 0.').max(habitTargetMax, 'Total is too large.').optional(),
  })
  .refine((c) => c.value === undefined || c.total === undefined, { message: 'Send a value or a total, not both.', path: ['total'] });
export type CheckinBody = z.infer<typeof checkinBodySchema>;

/** POST /api/habits/:id/pause: from (default today) to an end day, or open until resumed. */
export const pauseBodySchema = z
  .object({ from: localDateSchema('Pause start'), to: localDateSchema('Pause end').nullish().transform((v) => v ?? null) })
  .refine((p) => p.to === null || p.to >= p.from, { message: 'The pause must end on or after its first day.', path: ['to'] });
export type PauseBody = z.infer<typeof pauseBodySchema>;

/** POST /api/habits/:id/resume: the day the habit counts again. */
export const resumeBodySchema = z.object({ localDate: localDateSchema('Day') });

/** PUT /api/habits/order: the habits' ids in the order wanted. */
export const habitOrderSchema = z.object({ ids: z.array(z.uuid('That habit was not found.')).min(1, 'Send at least one habit.').max(200, 'At most 200 habits.') });

const dayStateSchema = z.enum(['done', 'partial', 'skipped', 'paused', 'missed', 'off', 'pending']);

export const habitViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['check', 'measurable']),
  target: z.number().nullable(),
  unit: z.string().nullable(),
  schedule: z.union([z.object({ kind: z.literal('daily') }), z.object({ kind: z.literal('weekdays'), days: z.array(z.number()) }), z.object({ kind: z.literal('times_per_week'), times: z.number() })]),
  skipBudget: z.number(),
  pauses: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
  sortOrder: z.number(),
  archived: z.boolean(),
  startedOn: z.string(),
  dueToday: z.boolean(),
  stats: z.object({
    unit: z.enum(['days', 'weeks']),
    currentStreak: z.number(),
    bestStreak: z.number(),
    completionRate: z.number().nullable(),
    doneToday: z.boolean(),
    todayValue: z.number(),
    skippedToday: z.boolean(),
    pausedToday: z.boolean(),
    skipsLeftThisMonth: z.number(),
  }),
  history: z.array(z.object({ date: z.string(), state: dayStateSchema, value: z.number() })).describe(`The last ${habitHistoryDays} days and today.`),
});
export type HabitView = z.infer<typeof habitViewSchema>;

export const habitListSchema = z.object({ today: z.string(), habits: z.array(habitViewSchema) });
export type HabitList = z.infer<typeof habitListSchema>;
