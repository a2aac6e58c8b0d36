/**
 * The whole safety check of a list of typed names: resolution, interactions and timing in one
 * pass. It returns everything that was found; plan-gating.ts withholds what a plan does not open.
 */
import { parseDoseFrequency, type DoseFrequency } from './dose-frequency';
import { checkInteractions, type Interaction } from './interactions';
import { resolveKnown, resolveName, type KnownName, type ResolvedItem, type UnresolvedItem } from './resolve';
import { planSchedule, type DaySchedule } from './schedule';
import { countTakenAdvice, splitTakenAdvice, timingGuidance, type TimingAdvice } from './timing';
import type { Substance } from './types';

export interface SafetyCheck {
  resolved: ResolvedItem[];
  unresolved: UnresolvedItem[];
  interactions: Interaction[];
  /** Timing advice about what is in the list (and foods and drinks). */
  timing: TimingAdvice[];
  /** Separations from medicines and supplements that are not in the list: for if one is started. */
  otherTiming: TimingAdvice[];
  /** How many timing tips apply to the list (also when `timing` was not computed). */
  timingTips: number;
  schedule: DaySchedule;
}

export interface NamedInput {
  input: string;
  /** Where the name came from: typed in the request, or the user's saved cabinet. */
  origin?: 'request' | 'cabinet';
  /** How often it is taken, as written ('twice daily', 'BID', 'as needed'); used by the day plan. */
  frequency?: string | null;
  /** Resolved before (a saved cabinet entry keeps its resolution): used instead of looking the name up again. */
  known?: KnownName;
}

export function resolveAll(inputs: readonly NamedInput[]): {
  resolved: (ResolvedItem & { origin?: NamedInput['origin'] })[];
  unresolved: UnresolvedItem[];
  substances: Substance[];
  /** How often each resolved item is taken, by substance id, where an input said so. */
  frequencies: Map<string, DoseFrequency>;
} {
  const resolved: (ResolvedItem & { origin?: NamedInput['origin'] })[] = [];
  const unresolved: UnresolvedItem[] = [];
  const substances: Substance[] = [];
  const frequencies = new Map<string, DoseFrequency>();
  const seen = new Set<string>();
  for (const { input, origin, frequency, known } of inputs) {
    const r = known ? resolveKnown(input, known) : resolveName(input);
    if (!r.ok) {
      unresolved.push(r.item);
      continue;
    }
    if (frequency?.trim() && !frequencies.has(r.item.id)) frequencies.set(r.item.id, parseDoseFrequency(frequency));
    if (seen.has(r.item.id)) continue; // 'Advil' and 'ibuprofen' are one item
    seen.add(r.item.id);
    resolved.push(origin ? withOrigin(r.item, origin) : r.item);
    substances.push(r.substance);
  }
  return { resolved, unresolved, substances, frequencies };
}

/**
 * The item with where it came from, its fields named (object spread, `{ ...item, origin }`, was
 * most of resolveAll's time); `satisfies` keeps the list complete when ResolvedItem grows.
 */
function withOrigin(item: ResolvedItem, origin: NonNullable<NamedInput['origin']>): ResolvedItem & { origin: NamedInput['origin'] } {
  const { input, id, name, kind, matchedBy } = item;
  return { input, id, name, kind, matchedBy, origin } satisfies Record<keyof ResolvedItem | 'origin', unknown>;
}

/**
 * `timing: false` skips the timing advice and the day plan (for callers that will not show
 * them); `timingTips` still says how many timing tips apply.
 */
export function runSafetyCheck(inputs: readonly NamedInput[], options: { timing?: boolean } = {}): SafetyCheck {
  const { resolved, unresolved, substances, frequencies } = resolveAll(inputs);
  const interactions = checkInteractions(substances);
  if (options.timing === false) {
    return { resolved, unresolved, interactions, timing: [], otherTiming: [], timingTips: countTakenAdvice(substances), schedule: { slots: [], conflicts: [], flagged: [], offRoutine: [] } };
  }
  const { taken, other } = splitTakenAdvice(timingGuidance(substances));
  return {
    resolved,
    unresolved,
    interactions,
    timing: taken,
    otherTiming: other,
    timingTips: taken.length,
    schedule: planSchedule(substances, taken, { frequencies, interactions }),
  };
}
