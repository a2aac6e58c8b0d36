/**
 * The answer of POST /api/safety/check (and the `check` of the medicine cabinet's view): what the
 * list resolved to, every finding the person's plan shows, timing and the day plan, what was
 * withheld (`gated`). Sources are sent once: `sources` lists each cited source one time, and every
 * finding points into it by position (`sourceIndexes`) — a 40-item answer cites the same few
 * monographs dozens of times (issue W2-C §2).
 */
import { z } from 'zod';
import { interactionSchema } from './interaction-finding';
import { nameViaSchema, severitySchema, sourceSchema, substanceKindSchema } from './knowledge-results';
import { gatedFeatureSchema } from './safety-contract';

const sourceIndexesSchema = z.array(z.number().int().min(0)).describe("Positions in the answer's `sources` list.");

export const resolvedItemSchema = z.object({
  input: z.string().describe('The name as typed (or as saved in the cabinet).'),
  id: z.string(),
  name: z.string(),
  kind: substanceKindSchema,
  matchedBy: nameViaSchema.describe('How the input matched: the generic name, a brand or a synonym / known misspelling.'),
  origin: z.enum(['request', 'cabinet']).optional().describe('Typed in the request, or taken from the saved cabinet.'),
});
export type ResolvedItem = z.infer<typeof resolvedItemSchema>;

export const unresolvedItemSchema = z.object({
  input: z.string(),
  suggestions: z.array(z.string()).describe('Up to three names that resolve, closest first.'),
});
export type UnresolvedItem = z.infer<typeof unresolvedItemSchema>;

/** A finding of the check: the shared interaction shape with its sources as positions in `sources`. */
export const checkInteractionSchema = interactionSchema.omit({ sources: true }).extend({ sourceIndexes: sourceIndexesSchema });
export type CheckInteraction = z.infer<typeof checkInteractionSchema>;

export const timingKinds = ['empty-stomach', 'with-food', 'time-of-day', 'separate', 'avoid'] as const;

export const checkTimingAdviceSchema = z.object({
  itemId: z.string(),
  item: z.string(),
  kind: z.enum(timingKinds),
  advice: z.string(),
  reason: z.string(),
  timeOfDay: z.enum(['morning', 'evening', 'bedtime']).optional(),
  with: z.string().optional().describe('separate / avoid: what to keep apart from — an item of the list or a general group.'),
  withId: z.string().optional(),
  withRef: z.string().optional().describe("The rule's other side (a substance or class ref) when it is not in the list."),
  withListItem: z.boolean().describe('True when `with` is another item of the list.'),
  hoursBefore: z.number().optional(),
  hoursAfter: z.number().optional(),
  sourceIndexes: sourceIndexesSchema,
  ruleId: z.string(),
});
export type CheckTimingAdvice = z.infer<typeof checkTimingAdviceSchema>;

export const scheduleSlotIds = ['waking', 'breakfast', 'midday', 'dinner', 'bedtime'] as const;

export const dayScheduleSchema = z.object({
  slots: z.array(
    z.object({
      slot: z.enum(scheduleSlotIds),
      label: z.string(),
      items: z.array(z.object({ id: z.string(), name: z.string(), dose: z.number().int().optional(), dosesPerDay: z.number().int().optional() })),
    }),
  ),
  conflicts: z.array(z.string()).describe('Separations the plan could not keep: ask a pharmacist.'),
  flagged: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        severity: severitySchema,
        findings: z.array(z.object({ with: z.string(), severity: severitySchema, summary: z.string(), management: z.string() })),
      }),
    )
    .optional()
    .describe("Held out of the routine: a major or contraindicated finding needs a professional's plan first."),
  offRoutine: z
    .array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['as-needed', 'not-daily']), frequency: z.string() }))
    .optional()
    .describe('Taken as needed or less often than daily.'),
});
export type DaySchedule = z.infer<typeof dayScheduleSchema>;

export const safetyCheckResponseSchema = z.object({
  resolved: z.array(resolvedItemSchema),
  unresolved: z.array(unresolvedItemSchema),
  interactions: z.array(checkInteractionSchema).describe('Most serious first; only what the plan shows.'),
  timing: z.array(checkTimingAdviceSchema).describe('Timing advice about what is in the list (empty when the plan withholds timing).'),
  otherTiming: z.array(checkTimingAdviceSchema).describe('Separations from things not in the list, for if one is started.'),
  timingTips: z.number().int().describe('How many timing tips apply to the list, shown or not.'),
  schedule: dayScheduleSchema,
  gated: z.array(gatedFeatureSchema).describe('Findings withheld by the plan, counted.'),
  sources: z.array(sourceSchema).describe('Every source a finding cites, once each.'),
});
export type SafetyCheckResponse = z.infer<typeof safetyCheckResponseSchema>;

/** The sources of one finding, from the answer's shared list. */
export function findingSources(check: Pick<SafetyCheckResponse, 'sources'>, finding: { sourceIndexes: readonly number[] }) {
  return finding.sourceIndexes.flatMap((i) => (check.sources[i] ? [check.sources[i]] : []));
}
