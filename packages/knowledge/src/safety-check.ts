/**
 * The whole safety check of a list of typed names: resolution, interactions and timing in one
 * pass. Plan gating is the server's business; this returns everything that was found.
 */
import { checkInteractions, type Interaction } from './interactions';
import { resolveName, type ResolvedItem, type UnresolvedItem } from './resolve';
import { planSchedule, type DaySchedule } from './schedule';
import { timingGuidance, timingRulesFor, type TimingAdvice } from './timing';
import type { Substance } from './types';

export interface SafetyCheck {
  resolved: ResolvedItem[];
  unresolved: UnresolvedItem[];
  interactions: Interaction[];
  timing: TimingAdvice[];
  /** How many timing rules apply to the list (also when `timing` was not computed). */
  timingTips: number;
  schedule: DaySchedule;
}

export interface NamedInput {
  input: string;
  /** Where the name came from: typed in the request, or the user's saved cabinet. */
  origin?: 'request' | 'cabinet';
}

export function resolveAll(inputs: readonly NamedInput[]): { resolved: (ResolvedItem & { origin?: NamedInput['origin'] })[]; unresolved: UnresolvedItem[]; substances: Substance[] } {
  const resolved: (ResolvedItem & { origin?: NamedInput['origin'] })[] = [];
  const unresolved: UnresolvedItem[] = [];
  const substances: Substance[] = [];
  const seen = new Set<string>();
  for (const { input, origin } of inputs) {
    const r = resolveName(input);
    if (!r.ok) {
      unresolved.push(r.item);
      continue;
    }
    if (seen.has(r.item.id)) continue; // 'Advil' and 'ibuprofen' are one item
    seen.add(r.item.id);
    resolved.push(origin ? { ...r.item, origin } : r.item);
    substances.push(r.substance);
  }
  return { resolved, unresolved, substances };
}

/**
 * `timing: false` skips the timing advice and the day plan (for callers that will not show
 * them); `timingTips` still says how many timing rules apply.
 */
export function runSafetyCheck(inputs: readonly NamedInput[], options: { timing?: boolean } = {}): SafetyCheck {
  const { resolved, unresolved, substances } = resolveAll(inputs);
  const interactions = checkInteractions(substances);
  if (options.timing === false) {
    const timingTips = substances.reduce((n, s) => n + timingRulesFor(s).length, 0);
    return { resolved, unresolved, interactions, timing: [], timingTips, schedule: { slots: [], conflicts: [] } };
  }
  const timing = timingGuidance(substances);
  return { resolved, unresolved, interactions, timing, timingTips: timing.length, schedule: planSchedule(substances, timing) };
}
