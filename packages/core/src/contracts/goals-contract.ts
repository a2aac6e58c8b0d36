/**
 * Goals, measurements and achievements (W2-D): tracked goals (from the profile's targets or the
 * person's own), the readings they are measured with, progress, and the kind milestones earned.
 */
import { z } from 'zod';
import { measurementMetrics, metricInfo, rangeProblem, weightUnits, type MeasurementMetric } from '../tracking/measurement-metrics';
import { boundedText, localDateSchema, optionalNote } from './tracking-fields';

export const goalTitleMax = 120;
export const measurementNoteMax = 1000;

const metricSchema = z.enum(measurementMetrics, { error: `Metric must be one of: ${measurementMetrics.join(', ')}.` });
const directionSchema = z.enum(['decrease', 'increase', 'reach'], { error: 'Direction must be decrease, increase or reach.' });
const numberSchema = (label: string) => z.number({ error: `${label} must be a number.` }).refine(Number.isFinite, `${label} must be a number.`);

/** The unit a metric is stored in (weight: the unit given, kg by default). */
export const unitFor = (metric: MeasurementMetric, unit?: string | null) => (metric === 'weight' ? (unit === 'lbs' ? 'lbs' : 'kg') : metricInfo[metric].unit);

function checkRange(ctx: z.RefinementCtx, metric: MeasurementMetric | null | undefined, value: number | null | undefined, unit: string | null | undefined, path: string) {
  if (!metric || value === null || value === undefined) return;
  const problem = rangeProblem(metric, value, unitFor(metric, unit));
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [path] });
}

/** POST /api/goals: a custom goal; a goal with a metric needs a target and a direction. */
export const goalBodySchema = z
  .object({
    title: boundedText('Title', goalTitleMax),
    metric: metricSchema.nullish().transform((v) => v ?? null),
    target: numberSchema('Target').nullish().transform((v) => v ?? null),
    unit: z.enum(weightUnits, { error: 'Unit must be kg or lbs.' }).nullish(),
    direction: directionSchema.nullish().transform((v) => v ?? null),
    startValue: numberSchema('Start value').nullish().transform((v) => v ?? null),
    dueDate: localDateSchema('Due date').nullish().transform((v) => v ?? null),
  })
  .superRefine((g, ctx) => {
    if (g.metric && g.target === null) ctx.addIssue({ code: 'custom', message: 'A measured goal needs a target.', path: ['target'] });
    if (g.metric && g.direction === null) ctx.addIssue({ code: 'custom', message: 'Choose whether to decrease, increase or reach the target.', path: ['direction'] });
    checkRange(ctx, g.metric, g.target, g.unit, 'target');
    checkRange(ctx, g.metric, g.startValue, g.unit, 'startValue');
  });
export type GoalBody = z.infer<typeof goalBodySchema>;

/** PATCH /api/goals/:id. */
export const goalPatchSchema = z
  .object({
    title: boundedText('Title', goalTitleMax).optional(),
    target: numberSchema('Target').optional(),
    dueDate: localDateSchema('Due date').nullable().optional(),
    archived: z.boolean({ error: 'Archived must be true or false.' }).optional(),
    /** For a goal without a number (a fitness target in words): the person marks it reached. */
    achieved: z.boolean({ error: 'Achieved must be true or false.' }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change.');
export type GoalPatch = z.infer<typeof goalPatchSchema>;

export const goalParamsSchema = z.object({ id: z.uuid('That goal was not found.') });

/** The profile's targets a goal can be created from (spec part 2 healthGoals.specificTargets). */
export const profileGoalKeys = ['healthGoals.specificTargets.targetWeight', 'healthGoals.specificTargets.sleepTarget', 'healthGoals.specificTargets.fitnessTarget'] as const;
export type ProfileGoalKey = (typeof profileGoalKeys)[number];

/** POST /api/goals/from-profile: track these profile targets (each once). */
export const fromProfileBodySchema = z.object({
  keys: z.array(z.enum(profileGoalKeys, { error: 'That profile target is not known.' })).min(1, 'Choose at least one target.').max(profileGoalKeys.length),
  /** Today's weight or sleep, when known, as the start value. */
  today: localDateSchema('Today').optional(),
});

const measurementCommon = {
  localDate: localDateSchema('Day'),
  recordedAt: z.iso.datetime({ offset: true, error: 'Recorded at must be a date and time.' }).optional(),
  note: optionalNote('Note', measurementNoteMax),
  clientId: z.string().trim().min(1).max(100, 'Client id can be at most 100 characters.').optional(),
};

/**
 * POST /api/measurements: one reading, or a blood pressure pair (stored as bp_systolic and
 * bp_diastolic). A repeated clientId answers the first save.
 */
export const measurementBodySchema = z.union(
  [
    z.object({ ...measurementCommon, metric: z.literal('blood_pressure'), systolic: numberSchema('Systolic'), diastolic: numberSchema('Diastolic') }).superRefine((m, ctx) => {
      checkRange(ctx, 'bp_systolic', m.systolic, null, 'systolic');
      checkRange(ctx, 'bp_diastolic', m.diastolic, null, 'diastolic');
      if (m.diastolic >= m.systolic) ctx.addIssue({ code: 'custom', message: 'The lower number (diastolic) must be below the upper one (systolic).', path: ['diastolic'] });
    }),
    z
      .object({ ...measurementCommon, metric: metricSchema, value: numberSchema('Value'), unit: z.enum([...weightUnits, 'steps', 'min', 'hours', 'mmHg'], { error: 'That unit is not known.' }).optional() })
      .superRefine((m, ctx) => checkRange(ctx, m.metric, m.value, m.unit, 'value')),
  ],
  { error: 'Metric must be one of: blood_pressure, ' + measurementMetrics.join(', ') + '.' },
);
export type MeasurementBody = z.infer<typeof measurementBodySchema>;

export const measurementParamsSchema = z.object({ id: z.uuid('That reading was not found.') });
export const measurementsQuerySchema = z.object({
  metric: metricSchema.optional(),
  from: localDateSchema('From').optional(),
  to: localDateSchema('To').optional(),
});

export const measurementSchema = z.object({
  id: z.string(),
  metric: metricSchema,
  value: z.number(),
  unit: z.string(),
  localDate: z.string(),
  recordedAt: z.string(),
  note: z.string().nullable(),
});
export type Measurement = z.infer<typeof measurementSchema>;
export const measurementListSchema = z.object({ measurements: z.array(measurementSchema) });
export const measurementSavedSchema = z.object({ saved: z.array(measurementSchema) });

export const goalViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  metric: metricSchema.nullable(),
  target: z.number().nullable(),
  unit: z.string().nullable(),
  direction: directionSchema.nullable(),
  dueDate: z.string().nullable(),
  profileKey: z.string().nullable(),
  achievedAt: z.string().nullable(),
  archived: z.boolean(),
  progress: z.object({
    start: z.number().nullable(),
    latest: z.number().nullable(),
    latestDate: z.string().nullable(),
    percent: z.number().nullable(),
    reached: z.boolean(),
    trend: z.enum(['toward', 'away', 'steady']).nullable(),
  }),
});
export type GoalView = z.infer<typeof goalViewSchema>;

export const goalSuggestionSchema = z.object({ key: z.enum(profileGoalKeys), title: z.string(), metric: metricSchema.nullable(), target: z.number().nullable(), unit: z.string().nullable() });
export type GoalSuggestion = z.infer<typeof goalSuggestionSchema>;

/** GET /api/goals: tracked goals and the profile targets not tracked yet. */
export const goalListSchema = z.object({ goals: z.array(goalViewSchema), suggestions: z.array(goalSuggestionSchema) });
export type GoalList = z.infer<typeof goalListSchema>;

export const achievementListSchema = z.object({
  earned: z.array(z.object({ key: z.string(), kind: z.string(), title: z.string(), earnedAt: z.string() })),
  next: z.array(z.object({ key: z.string(), kind: z.string(), title: z.string(), progress: z.string(), current: z.number(), target: z.number() })),
});
export type AchievementList = z.infer<typeof achievementListSchema>;
